/**
 * Draws a PDF's pages into a container as canvases with pdf.js (loaded only here, on /HTPdf): phones do not show a
 * PDF in a frame (Android downloads it, iOS shows its first page) and the app's CSP frames nothing, so the page
 * draws the document itself, the same on every device.
 */
export async function drawPdf(blob: Blob, host: HTMLElement, signal: { cancelled: boolean }): Promise<number> {
  const pdfjs = await import('pdfjs-dist');
  const { default: workerSrc } = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false })
    .promise;
  try {
    const ratio = window.devicePixelRatio || 1;
    for (let n = 1; n <= doc.numPages && !signal.cancelled; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      // As wide as the host (at most the page's own width × 1.5), sharp on high-density screens.
      const cssScale = Math.min(1.5, (host.clientWidth || base.width) / base.width);
      const viewport = page.getViewport({ scale: cssScale * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(base.width * cssScale)}px`;
      canvas.className = 'htpdf-page';
      canvas.setAttribute('aria-label', `第 ${n} 页`);
      host.appendChild(canvas);
      await page.render({ canvas, viewport }).promise;
    }
    return doc.numPages;
  } finally {
    void doc.destroy();
  }
}
