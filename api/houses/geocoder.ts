/**
 * Turns an address into coordinates for the apartment's map pin. No map service is reachable from here, so the
 * default answers null (the apartment keeps no coordinates and no map is drawn); a provider plugs in by configuration.
 */
export interface Geocoder {
  geocode(address: string, cityCode: string): Promise<{ latitude: number; longitude: number } | null>;
}

export const noGeocoder: Geocoder = {
  geocode: async () => null,
};
