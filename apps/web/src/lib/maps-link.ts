export interface DeviceHints {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

/**
 * iPhone, iPod and iPad, including iPads that since iPadOS 13 present themselves as a Mac: those are the only
 * "Macs" with a touch screen.
 */
function isAppleMobileDevice({ userAgent, platform, maxTouchPoints }: DeviceHints): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/** Apple Maps on iOS devices, OpenStreetMap elsewhere, searching for the address (spec 000 section 2.6). */
export function mapsHref(address: string, device: DeviceHints = navigator): string {
  const query = encodeURIComponent(address);
  return isAppleMobileDevice(device)
    ? `https://maps.apple.com/?q=${query}`
    : `https://www.openstreetmap.org/search?query=${query}`;
}
