/** Prints only the contract, on A4 (contract-print.css). */
import './contract-print.css';

export const PRINT_HOST_CLASS = 'contract-print-host';
export const PRINTING_BODY_CLASS = 'printing-contract';

function cleanup() {
  document.querySelectorAll(`.${PRINT_HOST_CLASS}`).forEach((n) => n.remove());
  document.body.classList.remove(PRINTING_BODY_CLASS);
}

/**
 * Copies the contract element (default: the first `.contract-view` on the page) into a print host at the end of
 * <body>, waits for its images (the signature), then opens the browser's print dialog. The host and the body class
 * are removed on `afterprint`; a host left behind is invisible on screen and is replaced by the next call.
 */
export async function printContract(source?: Element | null): Promise<void> {
  const el = source ?? document.querySelector('.contract-view');
  if (!el) throw new Error('没有可打印的合同');
  cleanup();
  const host = document.createElement('div');
  host.className = PRINT_HOST_CLASS;
  host.appendChild(el.cloneNode(true));
  document.body.appendChild(host);
  document.body.classList.add(PRINTING_BODY_CLASS);
  await Promise.all(
    Array.from(host.querySelectorAll('img')).map((img) =>
      img.complete ? Promise.resolve() : img.decode().catch(() => undefined),
    ),
  );
  const done = () => {
    window.removeEventListener('afterprint', done);
    cleanup();
  };
  window.addEventListener('afterprint', done);
  window.print();
}
