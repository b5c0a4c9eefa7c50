import { useRef, useState } from 'react';
import { Button, CenterPopup, ProgressBar, Toast } from 'antd-mobile';
import type { Page } from '../../../sync/contract/envelope';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { errorText } from '../form/errors';
import type { Column } from '../list/columns';
import { exportFileName, sheetOf } from './export-rows';
import { fetchAll } from './fetch-all';
import { saveBlob, xlsxBlob } from './write-xlsx';
import './export.css';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * 导出: an .xlsx of the list as now filtered — every page, not just the one on screen — from the list's own columns,
 * made in the browser. While it reads it shows '正在导出 300 / 1,234 条' with 取消; the file is `<name>-YYYYMMDD.xlsx`.
 */
export function ExportButton<R>(props: {
  /** The list's name: the sheet's and the file's ('定金订单'). */
  name: string;
  columns: readonly Column<R>[];
  /** One page of the list with the filters applied now (useListQuery's fetchPage). */
  fetchPage: (current: number, size: number) => Promise<Page<R>>;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number | null; writing: boolean } | null>(null);
  // The export running now; 取消 (or a new export) moves it on, so a cancelled one never writes its file.
  const running = useRef(0);

  const run = async () => {
    const id = ++running.current;
    const cancelled = () => running.current !== id;
    setProgress({ done: 0, total: null, writing: false });
    try {
      const rows = await fetchAll(
        props.fetchPage,
        (done, total) => setProgress({ done, total, writing: false }),
        cancelled,
      );
      if (!rows) return;
      setProgress((p) => p && { ...p, writing: true });
      const sheet = sheetOf(props.columns, rows);
      const blob = await xlsxBlob(props.name, sheet.columns, sheet.rows);
      if (cancelled()) return;
      saveBlob(blob, exportFileName(props.name, shanghaiToday(Date.now())));
      Toast.show({ icon: 'success', content: `已导出 ${count(rows.length)} 条` });
    } catch (e) {
      if (!cancelled()) Toast.show({ icon: 'fail', content: `导出失败：${errorText(e)}` });
    } finally {
      if (!cancelled()) setProgress(null);
    }
  };

  const cancel = () => {
    running.current++;
    setProgress(null);
    Toast.show({ content: '已取消导出' });
  };

  const p = progress;
  const percent = p?.total ? Math.round((p.done / p.total) * 100) : 0;
  return (
    <>
      <Button size="small" loading={p !== null} disabled={p !== null} onClick={() => void run()}>
        导出
      </Button>
      <CenterPopup visible={p !== null} bodyClassName="export-progress" role="dialog" aria-label="导出进度">
        <div className="export-progress-title">导出{props.name}</div>
        <ProgressBar percent={p?.writing ? 100 : percent} />
        <div className="export-progress-text" role="status">
          {p?.writing
            ? `正在生成文件（${count(p.done)} 条）…`
            : p?.total === null || !p
              ? '正在读取…'
              : `正在导出 ${count(p.done)} / ${count(p.total)} 条`}
        </div>
        <Button block size="small" onClick={cancel}>
          取消
        </Button>
      </CenterPopup>
    </>
  );
}
