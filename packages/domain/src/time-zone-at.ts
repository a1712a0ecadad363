import tzLookup from '@photostructure/tz-lookup';
import { DEFAULT_TIME_ZONE, isTimeZone } from './zoned-time.js';

/**
 * The IANA zone at a position (Milano → Europe/Rome); UTC out at sea or where no named zone fits.
 * Its own module: the lookup carries a map of the world that only its callers should load.
 */
export function timeZoneAt(position: { lat: number; lng: number }): string {
  try {
    const zone = tzLookup(position.lat, position.lng);
    return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
