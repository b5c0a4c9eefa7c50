import { useEffect, useRef, useState } from 'react';
import { Button, Popup, Toast } from 'antd-mobile';
import { type ContractDoc } from '../../../sync/rules/leases/contract-text';
import { contractPlainText, signedContractDigest } from '../../../sync/rules/leases/contract-digest';
import { ContractView } from './ContractView';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import { renderContractPng } from './contract-image';
import { printContract } from './print';
import './contract.css';

export interface SignedContract {
  /** the lessee's signature, PNG (the bytes the digest covers) */
  signature: Blob;
  /** the whole contract with the signature, PNG (picture type 2 of the lease) */
  image: Blob;
  /** signedContractDigest(plainText, signature bytes): sha256 hex of the plain text, 0x00, the signature PNG */
  digest: string;
  /** epoch ms of the confirmation */
  signedAt: number;
  /** contractPlainText(doc), the text the digest covers */
  plainText: string;
}

export interface SignContractSheetProps {
  visible: boolean;
  doc: ContractDoc;
  onSigned: (signed: SignedContract) => void | Promise<void>;
  onCancel: () => void;
  /** the clock (epoch ms); injected for tests */
  now?: () => number;
}

/**
 * Full-screen signing: the contract (scrollable, 打印合同 prints it on A4), the signature pad below it, and
 * 确认签名 (disabled while the pad is empty) which produces the signature PNG, the contract image and the digest.
 */
export function SignContractSheet({ visible, doc, onSigned, onCancel, now }: SignContractSheetProps) {
  const viewRef = useRef<HTMLElement>(null);
  const padRef = useRef<SignaturePadHandle>(null);
  const padSectionRef = useRef<HTMLElement>(null);
  const [empty, setEmpty] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!visible) {
      setEmpty(true);
      setBusy(false);
    }
  }, [visible]);

  const print = async () => {
    try {
      await printContract(viewRef.current);
    } catch {
      Toast.show({ content: '打印失败，请重试' });
    }
  };

  const confirm = async () => {
    const pad = padRef.current;
    if (!pad || busy) return;
    setBusy(true);
    try {
      const signature = await pad.toPngBlob();
      if (!signature) {
        Toast.show({ content: '请先签名' });
        return;
      }
      const bytes = new Uint8Array(await signature.arrayBuffer());
      const plainText = contractPlainText(doc);
      const digest = signedContractDigest(plainText, bytes);
      const image = await renderContractPng(doc, signature, { digest });
      const signedAt = (now ?? Date.now)();
      await onSigned({ signature, image, digest, signedAt, plainText });
    } catch (e) {
      Toast.show({ content: e instanceof Error && e.message ? e.message : '签名失败，请重试' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup
      visible={visible}
      position="bottom"
      destroyOnClose
      bodyStyle={{ height: '100%', width: '100%' }}
      bodyClassName="sign-contract-popup"
    >
      <div className="sign-contract-sheet" role="dialog" aria-modal="true" aria-label="签署租赁合同">
        <header className="sign-contract-head">
          <Button fill="none" size="small" aria-label="取消" onClick={onCancel} disabled={busy}>
            取消
          </Button>
          <h2>合同预览与签署</h2>
          <Button size="small" color="primary" fill="outline" aria-label="打印合同" onClick={() => void print()}>
            打印合同
          </Button>
        </header>
        <div className="sign-contract-body">
          <ContractView ref={viewRef} doc={doc} />
          <section ref={padSectionRef} className="sign-contract-pad" aria-label="承租人签名">
            <h3>承租人签名</h3>
            <p>请承租人 {doc.signing.lessee} 阅读以上合同条款后，在下方框内手写签名。</p>
            <SignaturePad ref={padRef} onChange={setEmpty} />
          </section>
        </div>
        <footer className="sign-contract-foot">
          <Button
            aria-label="去签名"
            onClick={() => padSectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
          >
            去签名
          </Button>
          <Button
            color="primary"
            aria-label="确认签名"
            disabled={empty || busy}
            loading={busy}
            onClick={() => void confirm()}
          >
            确认签名
          </Button>
        </footer>
      </div>
    </Popup>
  );
}
