// The payment slip inline, with zoom and rotation (buttons or the + - 0 T keys of the queue).
import styled from 'styled-components';
import { SmallButton } from '../../ui/adminUi';

export interface SlipView {
  zoom: number;
  rotation: number;
}

export const SLIP_ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

export function zoomed(view: SlipView, step: 1 | -1): SlipView {
  const index = SLIP_ZOOMS.indexOf(view.zoom);
  const next = SLIP_ZOOMS[Math.min(SLIP_ZOOMS.length - 1, Math.max(0, (index < 0 ? 2 : index) + step))];
  return { ...view, zoom: next };
}

export const rotated = (view: SlipView): SlipView => ({ ...view, rotation: (view.rotation + 90) % 360 });

const Frame = styled.div`
  position: relative;
  height: 420px;
  overflow: auto;
  border-radius: 6px;
  background: repeating-conic-gradient(#e9edf1 0% 25%, #f6f8fa 0% 50%) 50% / 20px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  place-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    height: 300px;
  }
`;

const Img = styled.img<{ $zoom: number; $rotation: number }>`
  display: block;
  max-width: ${({ $zoom }) => `${$zoom * 100}%`};
  max-height: ${({ $zoom }) => ($zoom <= 1 ? `${$zoom * 100}%` : 'none')};
  transform: rotate(${({ $rotation }) => $rotation}deg);
  transition: transform 0.15s ease;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.18);
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-top: 8px;
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.muted};
  button {
    min-height: 32px;
    padding: 4px 10px;
  }
  span {
    margin-left: auto;
  }
`;

export function SlipViewer({
  url,
  loading,
  failed,
  view,
  onView,
  alt,
}: {
  url: string | undefined;
  loading: boolean;
  failed: boolean;
  view: SlipView;
  onView: (view: SlipView) => void;
  alt: string;
}) {
  return (
    <div>
      <Frame>
        {url ? (
          <Img src={url} alt={alt} $zoom={view.zoom} $rotation={view.rotation} />
        ) : (
          <span>{failed ? 'The slip could not be loaded.' : loading ? 'Loading the slip…' : 'No slip'}</span>
        )}
      </Frame>
      <Tools>
        <SmallButton type="button" onClick={() => onView(zoomed(view, -1))} aria-label="Zoom out">
          −
        </SmallButton>
        <SmallButton type="button" onClick={() => onView({ ...view, zoom: 1 })} aria-label="Actual size">
          {Math.round(view.zoom * 100)}%
        </SmallButton>
        <SmallButton type="button" onClick={() => onView(zoomed(view, 1))} aria-label="Zoom in">
          +
        </SmallButton>
        <SmallButton type="button" onClick={() => onView(rotated(view))} aria-label="Rotate">
          ⟳ Rotate
        </SmallButton>
        {url && (
          <a href={url} target="_blank" rel="noreferrer">
            Open
          </a>
        )}
      </Tools>
    </div>
  );
}
