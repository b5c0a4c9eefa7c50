import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { errorText } from '../components/form/errors';
import { queryClient } from '../app/query-client';
import { fetchLease, LEASES_KEY } from '../leases/list/leases-api';
import { fetchContractPdf } from './pdf-api';
import { DownloadPdfButton } from './DownloadPdfButton';
import { drawPdf } from './pdf-pages';
import './documents.css';

/** The PDF's pages drawn into the page; `pages` counts them once drawn. */
function PdfView({ blob }: { blob: Blob }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages?: number; error?: string }>({});
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const signal = { cancelled: false };
    el.replaceChildren();
    drawPdf(blob, el, signal).then(
      (pages) => !signal.cancelled && setState({ pages }),
      (e: unknown) => !signal.cancelled && setState({ error: (e as Error).message || '合同显示失败' }),
    );
    return () => {
      signal.cancelled = true;
    };
  }, [blob]);
  return (
    <>
      {state.error ? <ErrorBlock status="default" title="合同显示失败" description={state.error} /> : null}
      {!state.pages && !state.error ? (
        <div className="htpdf-loading">
          <SpinLoading /> 正在显示合同…
        </div>
      ) : null}
      <div ref={host} className="htpdf-pages" data-pages={state.pages ?? 0} />
    </>
  );
}

/**
 * 电子合同 (/HTPdf?leaseId): the lease's contract as the server's PDF (api/documents/contract-pdf.ts), with 下载. A
 * standalone screen (no shell), so it brings the app's query client itself.
 */
export default function HTPdfPage({ route }: { route: RouteDef }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ContractPdfScreen route={route} />
    </QueryClientProvider>
  );
}

function ContractPdfScreen({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const leaseId = params.get('leaseId') ?? '';
  const navigate = useNavigate();
  const lease = useQuery({
    queryKey: [...LEASES_KEY, 'detail', leaseId, false],
    queryFn: () => fetchLease(leaseId),
    enabled: !!leaseId,
  });
  const pdf = useQuery({
    queryKey: [...LEASES_KEY, 'contract.pdf', leaseId],
    queryFn: () => fetchContractPdf(leaseId),
    enabled: !!leaseId,
    staleTime: 0,
    gcTime: 0,
  });
  const code = lease.data?.leaseCode ?? '';
  const fileName = `租赁合同-${code || leaseId}.pdf`;
  return (
    <div className="htpdf">
      <header className="htpdf-bar">
        <Button size="small" fill="none" onClick={() => (history.length > 1 ? navigate(-1) : navigate('/index'))}>
          返回
        </Button>
        <h1 className="htpdf-title">
          {route.title}
          {lease.data ? (
            <span className="htpdf-sub">{`${lease.data.houseName} ${lease.data.tenant} ${code}`}</span>
          ) : null}
        </h1>
        {leaseId ? (
          <DownloadPdfButton
            label="下载"
            fileName={fileName}
            fetchPdf={async () => pdf.data ?? (await fetchContractPdf(leaseId))}
          />
        ) : (
          <span />
        )}
      </header>
      <main className="htpdf-body">
        {!leaseId ? (
          <ErrorBlock status="empty" title="未指定租约" description="请从租约详情打开电子合同" />
        ) : pdf.isError ? (
          <ErrorBlock status="default" title="合同生成失败" description={errorText(pdf.error)} />
        ) : pdf.data ? (
          <PdfView blob={pdf.data} />
        ) : (
          <div className="htpdf-loading">
            <SpinLoading /> 正在生成合同…
          </div>
        )}
      </main>
    </div>
  );
}
