import { useState, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useMedia, DESKTOP_QUERY } from '../../lib/use-media';
import { ApartmentPicker } from '../ApartmentPicker';
import { PickerButton } from '../PickerButton';
import { DateRangeFilter } from './DateRangeFilter';
import { activeCount, emptyValues, type FilterField, type FilterValues } from './filter-fields';
import './filters.css';

type Props<K extends string> = {
  fields: readonly FilterField<K>[];
  /** The applied values (the URL's). */
  values: FilterValues<K>;
  onApply: (values: FilterValues<K>) => void;
  /** More controls after 查询 / 重置 (a switch of the screen). */
  extra?: ReactNode;
};

/**
 * A filter bar from its fields: inline on a desktop; on a phone a '筛选（n）' row that opens the fields (closed,
 * only 重置 shows, while something is filtered). What is typed is a draft until 查询 (or Enter in a text field);
 * 重置 clears every field and applies at once. When the applied values change (back / forward), the draft follows.
 */
export function FilterBar<K extends string>(props: Props<K>) {
  const desktop = useMedia(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const count = activeCount(props.fields, props.values);
  return (
    <div className={desktop ? 'filter-bar is-inline' : 'filter-bar is-compact'}>
      {desktop ? null : (
        <button type="button" className="filter-toggle" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          筛选{count ? `（${count}）` : ''} {open ? <UpOutline /> : <DownOutline />}
        </button>
      )}
      <Draft key={JSON.stringify(props.values)} {...props} shown={desktop || open} />
    </div>
  );
}

function Draft<K extends string>(props: Props<K> & { shown: boolean }) {
  const [draft, setDraft] = useState<FilterValues<K>>(props.values);
  const set = (patch: Partial<FilterValues<K>>) => setDraft((d) => ({ ...d, ...patch }));
  const apply = () => props.onApply(draft);
  return (
    <>
      {props.shown ? (
        <div className="filter-fields">
          {props.fields.map((f) => {
            if (f.kind === 'dates')
              return (
                <DateRangeFilter
                  key={f.from}
                  label={f.label}
                  past={f.past}
                  max={f.max}
                  value={{ from: draft[f.from], to: draft[f.to] }}
                  onChange={(r) => set({ [f.from]: r.from, [f.to]: r.to } as Partial<FilterValues<K>>)}
                />
              );
            const one = (v: string) => set({ [f.key]: v } as Partial<FilterValues<K>>);
            if (f.kind === 'apartment')
              return (
                <div key={f.key} className="filter-field">
                  <ApartmentPicker value={draft[f.key]} onChange={one} allowAll={!f.required} placeholder={f.label} />
                </div>
              );
            if (f.kind === 'select')
              return (
                <div key={f.key} className="filter-field">
                  <PickerButton
                    title={f.label}
                    className="field-button"
                    value={draft[f.key]}
                    options={[{ label: f.all ?? `全部${f.label}`, value: '' }, ...f.options]}
                    onChange={one}
                  />
                </div>
              );
            return (
              <Input
                key={f.key}
                className="filter-input"
                placeholder={f.label}
                aria-label={f.label}
                value={draft[f.key]}
                maxLength={f.max ?? 40}
                clearable
                onChange={one}
                onEnterPress={apply}
              />
            );
          })}
        </div>
      ) : null}
      <div className="filter-buttons">
        {props.shown ? (
          <Button size="small" color="primary" onClick={apply}>
            查询
          </Button>
        ) : null}
        {props.shown || activeCount(props.fields, props.values) ? (
          <Button size="small" onClick={() => props.onApply(emptyValues(props.fields))}>
            重置
          </Button>
        ) : null}
        {props.extra}
      </div>
    </>
  );
}
