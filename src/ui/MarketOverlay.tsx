// Laid over a row's prices when they cannot be bet on (SUSPENDED, BALL RUNNING, a fancy GameStatus):
// a translucent band with the status word across it, so a dead price never just sits there.
import styled from 'styled-components';

const Band = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(24, 32, 40, 0.8);
  color: #ffffff;
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 1.5px;
  text-transform: uppercase;
  border-radius: 2px;
  pointer-events: auto;
  cursor: not-allowed;
`;

export function MarketOverlay({ text }: { text: string }) {
  return <Band data-overlay="true">{text}</Band>;
}
