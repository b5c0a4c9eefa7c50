import { Button } from 'antd-mobile';

/** 上一页 · 第 N / M 页 · 下一页 under a list of 10 a page; `className` keeps the screen's own spacing. */
export function Pager(props: { current: number; pages: number; onPage: (page: number) => void; className?: string }) {
  const pages = Math.max(1, props.pages);
  return (
    <div className={props.className ?? 'deposit-pager'}>
      <Button size="small" disabled={props.current <= 1} onClick={() => props.onPage(props.current - 1)}>
        上一页
      </Button>
      <span>
        第 {props.current} / {pages} 页
      </span>
      <Button size="small" disabled={props.current >= pages} onClick={() => props.onPage(props.current + 1)}>
        下一页
      </Button>
    </div>
  );
}
