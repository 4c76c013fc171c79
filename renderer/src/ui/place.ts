/**
 * Where a tooltip goes beside the pointer: to the right and below when there is room, else to the
 * left or above, and always inside `area` (the map, so it never covers the side panel or leaves
 * the window). Pure, for the tests.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function placeBeside(point: { x: number; y: number }, size: { width: number; height: number }, area: Box, gap = 14): { x: number; y: number } {
  const fitsRight = point.x + gap + size.width <= area.right;
  let x = fitsRight ? point.x + gap : point.x - gap - size.width;
  const fitsBelow = point.y + gap + size.height <= area.bottom;
  let y = fitsBelow ? point.y + gap : point.y - gap - size.height;
  // A box larger than the room left on either side stays inside the area, against its edge.
  x = Math.max(area.left, Math.min(x, area.right - size.width));
  y = Math.max(area.top, Math.min(y, area.bottom - size.height));
  return { x, y };
}
