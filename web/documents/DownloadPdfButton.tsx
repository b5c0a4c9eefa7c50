import { useState } from 'react';
import { Button, type ButtonProps } from 'antd-mobile';
import { saveBlob } from '../components/export/write-xlsx';
import { toastFailure } from '../components/form/errors';

/** 下载合同 / 下载收据: fetches the PDF the server makes and saves it under `fileName`; a refusal is shown as a toast. */
export function DownloadPdfButton(props: {
  label: string;
  fileName: string;
  fetchPdf: () => Promise<Blob>;
  size?: ButtonProps['size'];
  block?: boolean;
  fill?: ButtonProps['fill'];
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await props.fetchPdf(), props.fileName);
    } catch (e) {
      toastFailure(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={props.size ?? 'small'}
      block={props.block}
      color="primary"
      fill={props.fill ?? 'outline'}
      loading={busy}
      onClick={() => void run()}
    >
      {props.label}
    </Button>
  );
}
