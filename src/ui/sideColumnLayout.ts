// Two columns on desktop: the page's content, and a fixed-width column on its right (the bet slip)
// that narrows on a small laptop screen.
import { css } from 'styled-components';

export const sideColumnLayout = (width: number, narrowWidth: number) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${width}px;
  gap: 10px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) ${narrowWidth}px;
  }
`;
