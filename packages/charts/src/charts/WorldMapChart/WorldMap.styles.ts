import styled from 'styled-components';
import { colorVars } from '@sift/ui';

export const MapBox = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: 4px;
  background: ${colorVars.background.sunken};

  .rsm-geography {
    fill: ${colorVars.background.surface};
    stroke: ${colorVars.border.default};
    stroke-width: 0.5;
    vector-effect: non-scaling-stroke;
    outline: none;
  }
  .rsm-svg {
    display: block;
    cursor: grab;
  }
  .rsm-svg:active {
    cursor: grabbing;
  }
`;

export const Controls = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const ZoomButton = styled.button`
  width: 28px;
  height: 28px;
  padding: 0;
  border: 1px solid ${colorVars.border.strong};
  border-radius: 4px;
  background: ${colorVars.background.raised};
  color: ${colorVars.text.primary};
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colorVars.background.hover};
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 1px;
  }
  &:disabled {
    color: ${colorVars.text.disabled};
    cursor: default;
  }
`;

export const LegendBox = styled.div`
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 4px;
  padding: 2px 4px;
  border-radius: 4px;
  background: ${colorVars.background.raised};
`;
