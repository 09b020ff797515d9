/// <reference lib="dom" />
/**
 * The agent's replay path as an SVG line over the 3D canvas: each point is
 * projected with the viewer's camera, and redrawn every frame while the
 * camera may move (orbit, pan, zoom), so the line stays on the ground it
 * crossed.
 */
import type { SceneApi } from './sceneApi';

const SVG = 'http://www.w3.org/2000/svg';
let points: Array<[number, number, number]> = [];
let frame = 0;

export function drawPath(view: HTMLElement, scene: SceneApi, path: Array<[number, number, number]>): void {
  points = path;
  let svg = view.querySelector<SVGSVGElement>('svg.replay-path');
  if (!svg) {
    svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'replay-path');
    svg.setAttribute('aria-hidden', 'true');
    svg.appendChild(document.createElementNS(SVG, 'polyline'));
    view.appendChild(svg);
  }
  const line = svg.querySelector('polyline')!;
  const redraw = () => {
    const canvas = view.querySelector('canvas');
    // Only while shown: a hidden tab keeps the loop but does no work.
    if (canvas && canvas.offsetParent !== null) {
      svg!.setAttribute('viewBox', `0 0 ${canvas.width} ${canvas.height}`);
      // Feet positions are lifted a little so the line is not hidden in the ground.
      const xy = points.map(([x, y, z]) => scene.project(x, y + 0.1, z)).filter((p) => p.visible);
      line.setAttribute('points', xy.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
      view.dataset.pathPoints = String(xy.length);
    }
    frame = requestAnimationFrame(redraw);
  };
  cancelAnimationFrame(frame);
  redraw();
}
