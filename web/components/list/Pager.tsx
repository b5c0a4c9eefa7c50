import { Button } from 'antd-mobile';
import { useMedia, DESKTOP_QUERY } from '../../lib/use-media';
import { pageNumbers } from './page-numbers';
import './list.css';

/**
 * Under a list of 10 a page (PAGE_SIZE, sync/rules/settings): '共 N 条', 上一页 / 下一页, and on a desktop the page
 * numbers (on a phone '2 / 5'). The page count is the server's.
 */
export function Pager(props: { current: number; pages: number; total: number; onPage: (page: number) => void }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const pages = Math.max(1, props.pages);
  const { current, onPage } = props;
  return (
    <nav className="list-pager" aria-label="分页">
      <span className="list-total">共 {props.total} 条</span>
      {pages > 1 ? (
        <span className="list-pager-buttons">
          <Button size="small" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            上一页
          </Button>
          {desktop ? (
            pageNumbers(current, pages).map((n, i) =>
              n === null ? (
                <span key={`gap${i}`} className="list-pager-gap">
                  …
                </span>
              ) : (
                <Button
                  key={n}
                  size="small"
                  fill={n === current ? 'solid' : 'outline'}
                  color={n === current ? 'primary' : 'default'}
                  aria-current={n === current ? 'page' : undefined}
                  aria-label={`第 ${n} 页`}
                  onClick={() => {
                    if (n !== current) onPage(n);
                  }}
                >
                  {n}
                </Button>
              ),
            )
          ) : (
            <span className="list-pager-count">
              {current} / {pages}
            </span>
          )}
          <Button size="small" disabled={current >= pages} onClick={() => onPage(current + 1)}>
            下一页
          </Button>
        </span>
      ) : null}
    </nav>
  );
}
