// For tests: a price button's name starts with what the tap does ("back India 1.85") and then holds
// the size shown (accessibleName in PriceButton.tsx), which fixtures rarely care about.
export const priceNamed = (label: string): RegExp => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
