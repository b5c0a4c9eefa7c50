/**
 * A room's label link (issue 18.3): the address its QR code holds. Opened by any phone's camera, or by the app's own
 * 扫码, it shows the room on the board with its actions (board room actions, meters, 开门) — offline too, from the
 * device store. `roomOfLink` reads one back; null when the text is not a room label of this product.
 */
export function roomLink(origin: string, apartmentId: string, houseId: string): string {
  return `${origin}/jizhongHome?apartmentId=${encodeURIComponent(apartmentId)}&room=${encodeURIComponent(houseId)}`;
}

export function roomOfLink(
  text: string,
  origin: string,
): { apartmentId: string; houseId: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const apartmentId = url.searchParams.get('apartmentId');
  const houseId = url.searchParams.get('room');
  if (url.origin !== origin || url.pathname !== '/jizhongHome' || !apartmentId || !houseId) return null;
  return { apartmentId, houseId, path: `${url.pathname}${url.search}` };
}
