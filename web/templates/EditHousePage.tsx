import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, TextArea, Toast } from 'antd-mobile';
import { ChoiceSheet } from '../components/ChoiceSheet';
import { EditSOutline } from 'antd-mobile-icons';
import type { RouteDef } from '../../sync/product/menu';
import { formatFen } from '../../sync/rules/common/money';
import {
  depositAmount,
  MAX_PICTURE_BYTES,
  MAX_PICTURES,
  NEARBY_MAX,
  PICTURE_GUIDANCE,
  TEMPLATE_MSG,
  validateRoom,
} from '../../sync/rules/templates/template-rules';
import { ImageUpload } from '../components/ImageUpload';
import { call, NETWORK_STATUS } from '../lib/api';
import { templates as templateRoutes, type RoomDetail } from '../../sync/contract/templates/templates';
import { CollectRentField, FacilitySelector, FeeItemsEditor } from './fields';
import { EditFrame, saveWithToast } from './EditFrame';
import { fenOf, termsDraftOf, termsFormOf, type TermsForm } from './form-state';
import { templateKeys, useRoomDetail, useTemplates } from './template-api';
import { OfflineRoom, useOfflineRoom } from './OfflineRoom';
import { ApiError } from '../lib/api';
import { PageFrame } from '../components/PageFrame';
import './templates.css';
import { SubmitButton } from '../components/form/SubmitButton';

interface RoomForm extends TermsForm {
  houseNumber: string;
}

const formOf = (r: RoomDetail): RoomForm => ({ houseNumber: r.houseNumber, ...termsFormOf(r) });

/** /editHouse?houseId&apartmentId — edit one room (part 1 §2.9). */
export default function EditHousePage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const houseId = params.get('houseId');
  const queryClient = useQueryClient();
  const room = useRoomDetail(houseId);
  const templates = useTemplates(room.data?.apartmentId ?? params.get('apartmentId'));
  const [form, setForm] = useState<RoomForm | null>(null);
  const [saving, setSaving] = useState(false);
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    if (room.data) setForm(formOf(room.data));
  }, [room.data]);

  const r = room.data;
  const set = (patch: Partial<RoomForm>) => setForm((f) => (f ? { ...f, ...patch } : f));

  async function save() {
    if (!form || !houseId) return;
    const terms = termsDraftOf(form);
    if ('error' in terms) return void Toast.show({ icon: 'fail', content: terms.error });
    const draft = { houseNumber: form.houseNumber.trim(), ...terms.draft };
    const msg = validateRoom(draft);
    if (msg) {
      if (msg === TEMPLATE_MSG.nearbyTooLong) await Dialog.alert({ content: msg, confirmText: '知道了' });
      else Toast.show({ icon: 'fail', content: msg });
      return;
    }
    await saveWithToast(
      async () => {
        const saved = await call(templateRoutes.updateRoom, { params: { houseId }, json: draft });
        queryClient.setQueryData(templateKeys.room(houseId), saved);
        void queryClient.invalidateQueries({ queryKey: ['template-rooms'] });
      },
      TEMPLATE_MSG.updated,
      setSaving,
    );
  }

  function openChange() {
    if (!r) return;
    if (r.isRent === 1) {
      Toast.show({ content: TEMPLATE_MSG.rented, icon: <span aria-hidden>⚠️</span> });
      return;
    }
    if (!templates.data?.length) {
      Toast.show({ content: '该公寓还没有模板' });
      return;
    }
    setChanging(true);
  }

  async function changeTo(templateId: string) {
    if (!houseId) return;
    const yes = await Dialog.confirm({
      title: '更换模板',
      content: '更换后，房间的租金、付款方式、收租规则、其他费用等将按新模板重新设置，是否继续？',
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!yes) return void Toast.show({ content: TEMPLATE_MSG.cancelled });
    await saveWithToast(async () => {
      const saved = await call(templateRoutes.changeRoomTemplate, { params: { houseId }, json: { templateId } });
      queryClient.setQueryData(templateKeys.room(houseId), saved);
      void queryClient.invalidateQueries({ queryKey: ['template-rooms'] });
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
    }, TEMPLATE_MSG.updated);
  }

  // No answer from the server (offline: the query is paused, or failed without a reply): the synced room, read-only.
  const offline = useOfflineRoom(houseId);
  const unreachable =
    room.fetchStatus === 'paused' ||
    (room.isError && room.error instanceof ApiError && room.error.status === NETWORK_STATUS);
  if (!room.data && unreachable && offline)
    return (
      <PageFrame title={route.title}>
        <OfflineRoom {...offline} />
      </PageFrame>
    );

  const rent = form ? fenOf(form.rent) : null;
  const deposit = r ? depositAmount(r.deposit, rent !== null && !Number.isNaN(rent) ? rent : null) : null;
  return (
    <EditFrame
      title={route.title}
      missing={houseId ? null : { title: '未指定房间', description: '请从房态总览选择房间进入编辑' }}
      query={room}
      data={r && form && { r, form }}
    >
      {({ r, form }) => (
        <>
          <div className="tpl-head form-shell">
            <strong>{r.apartmentName}</strong>
            <span>{r.floor} 层</span>
            <span>{r.houseNumber} 房</span>
            <span>模板：{r.templateName || '未绑定'}</span>
            <Button className="tpl-edit" size="mini" fill="outline" onClick={openChange} aria-label="更换模板">
              <EditSOutline /> 更换模板
            </Button>
          </div>
          <Form layout="horizontal" mode="card" className="tpl-form form-shell form-cols">
            <Form.Item label="房间号" required>
              <Input value={form.houseNumber} maxLength={10} onChange={(v) => set({ houseNumber: v })} />
            </Form.Item>
            <Form.Item label="出租状态">
              <span className="tpl-readonly">{r.isRent === 1 ? '已出租' : '未出租'}</span>
            </Form.Item>
            <Form.Item label="楼层">
              <span className="tpl-readonly">{r.floor} 层</span>
            </Form.Item>
            <Form.Item label="面积" extra="㎡">
              <Input inputMode="decimal" value={form.area} onChange={(v) => set({ area: v.replace(/[^\d.]/g, '') })} />
            </Form.Item>
            <Form.Item label="定金" extra="元">
              <Input inputMode="decimal" value={form.advance} onChange={(v) => set({ advance: v })} />
            </Form.Item>
            <Form.Item label="付款方式">
              <Input disabled value={r.payMethod || '未设置'} />
            </Form.Item>
            <Form.Item label="租金" extra="元/月">
              <Input inputMode="decimal" value={form.rent} onChange={(v) => set({ rent: v })} />
            </Form.Item>
            <Form.Item label="押金" help="押金 = 押金月数 × 月租金">
              <Input disabled value={deposit === null ? '' : formatFen(deposit)} />
            </Form.Item>
            <Form.Item layout="vertical" label="其他费用" className="form-wide">
              <FeeItemsEditor value={form.items} onChange={(items) => set({ items })} />
            </Form.Item>
            <Form.Item layout="vertical" label="收租日" className="form-wide">
              <CollectRentField type={form.collectRentType} day={form.collectRentDay} onChange={(v) => set(v)} />
            </Form.Item>
            <Form.Item layout="vertical" label="房间图片" help={PICTURE_GUIDANCE} className="form-wide">
              <ImageUpload
                value={form.pictures}
                onChange={(pictures) => set({ pictures })}
                maxCount={MAX_PICTURES}
                maxBytes={MAX_PICTURE_BYTES}
                tooLargeMessage="每张图片不能超过5MB"
              />
            </Form.Item>
            <Form.Item label="广告语">
              <Input value={form.advert} maxLength={50} onChange={(v) => set({ advert: v })} />
            </Form.Item>
            <Form.Item label="附近" help={`${NEARBY_MAX}字以内`}>
              <Input value={form.nearby} placeholder={`${NEARBY_MAX}字以内`} onChange={(v) => set({ nearby: v })} />
            </Form.Item>
            <Form.Item layout="vertical" label="房间设施" className="form-wide">
              <FacilitySelector value={form.facility} onChange={(facility) => set({ facility })} />
            </Form.Item>
            <Form.Item layout="vertical" label="房间描述" className="form-wide">
              <TextArea
                value={form.intro}
                maxLength={1000}
                showCount
                autoSize={{ minRows: 3, maxRows: 8 }}
                onChange={(v) => set({ intro: v })}
              />
            </Form.Item>
          </Form>
          <SubmitButton
            className="form-shell"
            size="large"
            style={{ marginTop: 16 }}
            busy={saving}
            onClick={() => void save()}
          >
            保存
          </SubmitButton>
          <ChoiceSheet
            visible={changing}
            onClose={() => setChanging(false)}
            title="选择新模板"
            choices={(templates.data ?? []).map((t) => ({
              key: t.templateId,
              text: t.spliceName,
              description: `${t.payMethod} ${t.rentCost === null ? '' : formatFen(t.rentCost)}`,
              disabled: t.templateId === r.houseTempId,
            }))}
            onChoose={(key) => void changeTo(key)}
          />
        </>
      )}
    </EditFrame>
  );
}
