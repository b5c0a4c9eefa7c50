import { memo } from 'react';
import { ApartmentPicker } from '../components/ApartmentPicker';
import type { ApartmentOption } from '../components/apartments';
import { ScanRoom } from './ScanRoom';
import { PhoneFilters } from './PhoneFilters';
import type { BoardFilters } from './board-api';

/** The picker's value while the board is still naming the default apartment (matches no choice: it says 加载中…). */
const UNRESOLVED = 'first';

/**
 * The phone's bar above the board: the apartment picker (or 全部公寓) and the filter button. Drawn again only when its
 * filters, choices or fallback change, not with every page or statistic of the board (its popups are not cheap).
 */
export const PhoneBar = memo(function PhoneBar(props: {
  filters: BoardFilters;
  fallback: ApartmentOption[];
  onChange: (f: BoardFilters) => void;
}) {
  const { filters, onChange } = props;
  return (
    <div className="board-phone-bar">
      <ApartmentPicker
        allowAll
        value={filters.firstApartment ? UNRESOLVED : filters.apartmentId}
        placeholder={filters.firstApartment ? '加载中…' : '请选择公寓'}
        fallback={props.fallback}
        onChange={(apartmentId) => onChange({ ...filters, apartmentId })}
      />
      <PhoneFilters value={filters} onChange={onChange} />
      <ScanRoom />
    </div>
  );
});
