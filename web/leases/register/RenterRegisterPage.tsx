import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Dialog, ErrorBlock, NoticeBar, Popup, Skeleton, Toast } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { billPlan, planInputOf, type BillPlan } from '../../../sync/rules/bills/bill-plan';
import { deductAdvance, LEASE_MSG, validateLeaseForm } from '../../../sync/rules/leases/lease-rules';
import { contractDocument } from '../../../sync/rules/leases/contract-text';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { fenToYuan, yuanToFen } from '../../../sync/rules/common/money';
import { PageFrame } from '../../components/PageFrame';
import { keptFiles, syncAndJudge, useSync } from '../../sync/use-sync';
import { makeIdPhoto, type IdPhoto } from '../id-capture/IdCapture';
import { ContractView } from '../contract/ContractView';
import { SignContractSheet, type SignedContract } from '../contract/SignContractSheet';
import { printContract } from '../contract/print';
import { BillPlanView } from './BillPlanView';
import { TenantFields } from './TenantFields';
import { TermsFields } from './TermsFields';
import { HouseChooser } from './HouseChooser';
import {
  changesTerms,
  contractDataOf,
  draftOfForm,
  formOf,
  formOfRejected,
  signInputOf,
  type RegisterForm,
} from './register-form';
import { ExtrasFields } from './ExtrasFields';
import { SignedStep } from '../tenant-link/SignedStep';
import { HouseContractFields } from './HouseContractFields';
import { keepSigningFiles } from './keep-signing-files';
import type { SignLeaseInput } from '../../../sync/contract/leases/sign';
import { useLeaseDefaults } from './use-lease-defaults';
import './register.css';

/**
 * /renterRegister?houseId&location&statusCode&area — signing a lease on a tablet (spec part 2 §2.8, §4, §5). Works
 * offline: the signing is a queued mutation ('lease.sign') whose photos and signature wait on the device; the server
 * judges it when it syncs (a room taken meanwhile rejects it, and the draft stays in the sync list to retry, or to
 * reopen here with `?redo=<mutation id>`: the form comes back filled, photos included, and a successful new signing
 * drops the rejected one).
 */
export default function RenterRegisterPage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const houseId = params.get('houseId');
  const redoId = params.get('redo');
  /** Choosing (another) room keeps a reopened signing. */
  const chooseRoom = (id?: string) =>
    setParams({ ...(id ? { houseId: id } : {}), ...(redoId ? { redo: redoId } : {}) });
  const defaults = useLeaseDefaults(houseId, params.get('advanceId'));
  const sync = useSync();
  const [form, setForm] = useState<RegisterForm | null>(null);
  const [plan, setPlan] = useState<BillPlan | null>(null);
  const [photos, setPhotos] = useState<IdPhoto[]>([]);
  const [otherPhotos, setOtherPhotos] = useState<IdPhoto[]>([]);
  /** The contract popup: closed, open, or open to print at once. */
  const [preview, setPreview] = useState<boolean | 'print'>(false);
  const [signing, setSigning] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The lease the server accepted: the success step (发放租客链接). */
  const [signed, setSigned] = useState<{ leaseId: string; tenant: string } | null>(null);

  const d = defaults.data;
  // A new form (and lease id) for each room chosen; later refreshes of the defaults leave the typed form alone.
  const roomId = d?.house.houseId;
  // A rejected signing reopened from the sync list: its arguments, while it is still in the list.
  const redo = redoId
    ? (sync.rejected.find((r) => r.mutation.id === redoId && r.mutation.name === 'lease.sign')?.mutation.args as
        SignLeaseInput | undefined)
    : undefined;
  useEffect(() => {
    if (!d) return setPlan(null);
    setForm(redo ? formOfRejected(d, redo) : formOf(d));
    setPlan(null);
    if (!redo) return;
    let live = true;
    const ids = (type: 0 | 1) => redo.pictures.filter((p) => p.type === type).map((p) => p.fileId);
    void Promise.all([keptFiles(ids(1)), keptFiles(ids(0))]).then(([id, other]) => {
      if (!live) return;
      setPhotos(id.map(makeIdPhoto));
      setOtherPhotos(other.map(makeIdPhoto));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the room (or the reopened signing) changes
  }, [roomId, !!redo]);

  const set = (patch: Partial<RegisterForm>) => {
    setForm((f) => (f ? { ...f, ...patch } : f));
    if (changesTerms(patch)) setPlan(null);
  };

  // 打印合同 opens the preview, then prints it once it is laid out.
  // (The popup mounts its content a render after it opens: the element is state, so the effect sees it arrive.)
  const [contractEl, setContractEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (preview !== 'print' || !contractEl) return;
    void printContract(contractEl).finally(() => setPreview(true));
  }, [preview, contractEl]);

  // The contract is laid out only while it is shown (preview or signing), not on every keystroke.
  const showing = preview || signing;
  const shown = useMemo(() => {
    if (!showing || !form || !d) return null;
    const signDate = shanghaiToday(Date.now());
    return { signDate, doc: contractDocument(contractDataOf(form, d, signDate)) };
  }, [showing, form, d]);
  const doc = shown?.doc ?? null;

  if (!houseId)
    return (
      <PageFrame title={route.title}>
        <HouseChooser onChoose={(id) => chooseRoom(id)} />
      </PageFrame>
    );
  if (defaults.error)
    return (
      <PageFrame title={route.title}>
        <ErrorBlock status="default" title="无法登记" description={defaults.error.message}>
          <Button color="primary" onClick={() => chooseRoom()}>
            选择其他房间
          </Button>
        </ErrorBlock>
      </PageFrame>
    );
  if (!d || !form)
    return (
      <PageFrame title={route.title}>
        <Skeleton.Paragraph lineCount={10} animated />
      </PageFrame>
    );

  const unavailable = d.house.refusal;

  const generate = () => {
    const input = planInputOf(draftOfForm(form, d));
    if (typeof input === 'string') return void Toast.show({ content: input });
    setPlan(billPlan(input));
    Toast.show({ icon: 'success', content: '账单已生成' });
  };

  const onDeduction = (on: boolean) => {
    const cost = yuanToFen(form.depositCost) ?? 0;
    const r = deductAdvance(cost, d.advance?.advanceCost ?? 0, on);
    if (typeof r === 'string') {
      void Dialog.alert({ content: r, confirmText: '知道了' });
      set({ isDeduction: false });
      return;
    }
    set({ depositCost: fenToYuan(r.depositCost), isDeduction: r.isDeduction === 1 });
  };

  /** Checks the form and the plan; the message to show, or null. */
  const check = (): string | null => validateLeaseForm(draftOfForm(form, d)) ?? (plan ? null : LEASE_MSG.billsRequired);

  const submit = async () => {
    const message = check();
    if (message) return void Toast.show({ content: message });
    if (form.contractType === 1) return setSigning(true);
    await queue(null);
  };

  /** Keeps the photos (and the signed contract) on the device and queues the signing; then syncs when online. */
  const queue = async (signed: SignedContract | null) => {
    setBusy(true);
    try {
      const files = await keepSigningFiles(photos, otherPhotos, signed && { signed, signDate: shown!.signDate });
      const r = await sync.mutate('lease.sign', signInputOf(form, d, files));
      if (!r.ok) return void Dialog.alert({ title: '不能签约', content: r.reason, confirmText: '知道了' });
      setSigning(false);
      // The new signing replaces the rejected one it was reopened from.
      if (redo && redoId) await sync.discard(redoId);
      const outcome = navigator.onLine ? await syncAndJudge(r.mutation.id) : ({ status: 'queued' } as const);
      if (outcome.status === 'rejected') {
        await Dialog.alert({
          title: '签约未成功',
          content: `${outcome.reason}。本次登记已保存在同步列表中，可核对后重试或放弃。`,
          confirmText: '知道了',
        });
        return;
      }
      // Signed on the server: the success step hands the tenant their link; queued offline: back at once.
      if (outcome.status === 'applied') return setSigned({ leaseId: form.leaseId, tenant: form.tenant });
      Toast.show({ icon: 'success', content: '已保存，将在联网后同步' });
      navigate(-1);
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate(-1)}>
          返回
        </Button>
      }
    >
      <div className="register">
        {defaults.offline ? (
          <NoticeBar
            color="alert"
            wrap
            content="当前离线：按本机同步的房间信息登记，联网后自动提交，定金和其他费用以服务器为准。"
          />
        ) : null}
        {unavailable ? <NoticeBar color="error" wrap content={unavailable} /> : null}
        {redo ? (
          <NoticeBar
            color="info"
            wrap
            content="正在重新登记一份未被接受的签约：请核对房源与条款，提交成功后原记录将从同步列表移除。"
          />
        ) : null}
        <HouseContractFields form={form} set={set} defaults={d} onChangeRoom={() => chooseRoom()} />
        <TenantFields form={form} set={set} />
        <TermsFields form={form} set={set} defaults={d} onDeduction={onDeduction} />
        <div className="register-plan-bar">
          <Button color="primary" fill="outline" onClick={generate}>
            生成账单
          </Button>
        </div>
        {plan ? <BillPlanView plan={plan} /> : null}
        <ExtrasFields
          form={form}
          set={set}
          photos={photos}
          onPhotos={setPhotos}
          otherPhotos={otherPhotos}
          onOtherPhotos={setOtherPhotos}
        />
        <div className="register-actions">
          <Button onClick={() => setPreview(true)}>预览合同</Button>
          <Button onClick={() => setPreview('print')}>打印合同</Button>
          <Button color="primary" loading={busy} disabled={!!unavailable} onClick={() => void submit()}>
            {form.contractType === 1 ? '签字并提交' : '保存并提交'}
          </Button>
        </div>
      </div>
      <Popup
        visible={!!preview}
        onMaskClick={() => setPreview(false)}
        onClose={() => setPreview(false)}
        showCloseButton
        bodyClassName="register-preview"
        position="bottom"
        destroyOnClose
      >
        {doc ? <ContractView doc={doc} ref={setContractEl} /> : null}
      </Popup>
      <SignedStep signed={signed} onDone={() => navigate(-1)} />
      {doc ? (
        <SignContractSheet visible={signing} doc={doc} onCancel={() => setSigning(false)} onSigned={(s) => queue(s)} />
      ) : null}
    </PageFrame>
  );
}
