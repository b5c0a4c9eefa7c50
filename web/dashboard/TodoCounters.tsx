import { useNavigate } from 'react-router-dom';
import { getSession } from '../lib/session';
import { findRoute, menuAllows } from '../../sync/product/menu';
import { formatFen } from '../../sync/rules/common/money';
import { COUNTER_GROUPS, type CounterDef } from './counters';
import { useTodo } from './dashboard-api';
import { ErrorBlock } from './later';
import type { TodoCounts } from '../../sync/contract/dashboard/dashboard';

const mayOpen = (path: string) => menuAllows(getSession()?.menuList ?? [], findRoute(path)?.perm);

/**
 * A counter's box while the counts load: the same lines in the same sizes (dashboard.css), so nothing moves when they
 * arrive; classes of its own, so nothing takes it for a counter.
 */
function PendingCounter({ def }: { def: CounterDef }) {
  return (
    <div className="dash-pending" aria-hidden="true">
      <span className="dash-pending-count">–</span>
      <span className="dash-pending-label">{def.label}</span>
      {def.cost ? <span className="dash-pending-line">–</span> : null}
      {def.hint || !def.to ? <span className="dash-pending-hint">–</span> : null}
    </div>
  );
}

function Counter({ def, data }: { def: CounterDef; data: TodoCounts }) {
  const navigate = useNavigate();
  const count = data[def.key];
  const to = def.to;
  const hint = def.hint === 'overdue' ? '近30天' : def.hint === 'due' ? '未来3天' : null;
  if (!to)
    return (
      <div className="dash-counter dash-counter-static dash-counter-soon" title="该功能暂未开通">
        <span className="dash-count">—</span>
        <span className="dash-count-label">{def.label}</span>
        <span className="dash-count-hint">暂未开通</span>
      </div>
    );
  const body = (
    <>
      <span className={count > 0 ? 'dash-count dash-count-hot' : 'dash-count'}>{count > 99 ? '99+' : count}</span>
      <span className="dash-count-label">{def.label}</span>
      {def.cost ? <span className="dash-count-cost">{formatFen(data[def.cost])}</span> : null}
      {hint ? <span className="dash-count-hint">{hint}</span> : null}
    </>
  );
  if (!mayOpen(to.path))
    return (
      <div className="dash-counter dash-counter-static" title="没有该页面的访问权限">
        {body}
      </div>
    );
  return (
    <button type="button" className="dash-counter" onClick={() => navigate(to.path + (to.search?.(data) ?? ''))}>
      {body}
    </button>
  );
}

/**
 * The to-do counters in their groups; a counter whose screen the user may not open is shown but not clickable, one
 * whose screen is not built yet says 暂未开通.
 */
export function TodoCounters() {
  const todo = useTodo();
  const navigate = useNavigate();
  if (todo.isError)
    return (
      <ErrorBlock status="default" title="待办加载失败" description={(todo.error as Error | null)?.message ?? ''} />
    );
  // While loading, the groups show with pending counters of the same size (no layout shift when the counts come).
  const data = todo.data ?? null;
  return (
    <div className="dash-groups" aria-busy={!data}>
      {COUNTER_GROUPS.map((g) => (
        <section key={g.title} className="dash-group">
          <div className="dash-group-head">
            <h2>{g.title}</h2>
            {g.extra && mayOpen(g.extra.path) ? (
              <button type="button" className="link-button" onClick={() => navigate(g.extra!.path)}>
                {g.extra.label}
              </button>
            ) : null}
          </div>
          <div className="dash-counters">
            {g.items.map((def) =>
              data ? <Counter key={def.key} def={def} data={data} /> : <PendingCounter key={def.key} def={def} />,
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
