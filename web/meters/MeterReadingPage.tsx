import type { RouteDef } from '../../sync/product/menu';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { MeterTable } from './MeterTable';
import { ReadingWalk } from './ReadingWalk';
import './meters.css';

/**
 * /meterReading (spec part 3 §2.9, issue 7): on phones the reading walk (offline, floor by floor, room by room), on
 * desktops the meter table with bill generation.
 */
export default function MeterReadingPage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  return desktop ? <MeterTable title={route.title} /> : <ReadingWalk title={route.title} />;
}
