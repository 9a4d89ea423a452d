// The strip of up to 5 random in-play events above the tabs. Filled by the live-sports issue.
export default function InPlayStrip() {
  return null;
}
