import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBlock, Form, Input, Radio, Skeleton, Space, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { checkPhone, MSG } from '../../sync/rules/common/validators';
import { checkIdCard } from '../../sync/rules/common/id-card';
import { checkBankCard, OWNER_PHOTO_MAX } from '../../sync/rules/owners/owner-review';
import { PageFrame } from '../components/PageFrame';
import { ImageUpload } from '../components/ImageUpload';
import { fetchOwnerRoom, saveOwnerRoom, type OwnerForm, type OwnerRoom } from './owners-api';
import { StateTag, StatusTag } from './review-ui';
import './owners.css';
import { SubmitButton } from '../components/form/SubmitButton';

const rule = (check: (v: string) => string | null) => ({
  validator: (_: unknown, v: string | undefined) => {
    const msg = check(v ?? '');
    return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
  },
});

/** ImageUpload as a form control (Form.Item passes value and onChange). */
function PhotoField(props: { value?: string[]; onChange?: (urls: string[]) => void; max: number }) {
  return <ImageUpload value={props.value ?? []} onChange={(urls) => props.onChange?.(urls)} maxCount={props.max} />;
}

function initialOf(room: OwnerRoom): OwnerForm {
  const o = room.owner;
  return {
    name: o?.name ?? '',
    identityCard: o?.identityCard ?? '',
    phone: o?.phone ?? '',
    receivingCard: o?.receivingCard ?? '',
    ifbankCard: o?.ifbankCard ?? 0,
    sfzPicture: o?.sfzPicture ?? [],
    yhkPicture: o?.yhkPicture ?? [],
    fczPicture: o?.fczPicture ?? [],
  };
}

function OwnerEditor({ room }: { room: OwnerRoom }) {
  const [form] = Form.useForm<OwnerForm>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = async (values: OwnerForm) => {
    setSaving(true);
    try {
      const saved = await saveOwnerRoom(room.houseId, {
        ...values,
        name: values.name.trim(),
        identityCard: values.identityCard.trim(),
        phone: values.phone.trim(),
        receivingCard: values.receivingCard.replace(/\s+/g, ''),
      });
      client.setQueryData(['owners', 'room', room.houseId], saved);
      await client.invalidateQueries({ queryKey: ['owners'] });
      Toast.show({ icon: 'success', content: '提交成功' });
      navigate(-1);
    } catch (e) {
      Toast.show({ icon: 'fail', content: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={initialOf(room)}
      onFinish={(v: OwnerForm) => void submit(v)}
      footer={
        <SubmitButton type="submit" size="large" busy={saving}>
          提交
        </SubmitButton>
      }
    >
      <Form.Header>业主信息</Form.Header>
      <Form.Item
        name="name"
        label="姓名"
        rules={[
          { required: true, whitespace: true, message: MSG.nameRequired },
          { max: 20, message: '姓名不能超过20个字' },
        ]}
      >
        <Input placeholder="业主姓名" maxLength={20} clearable />
      </Form.Item>
      <Form.Item name="identityCard" label="身份证号" rules={[rule(checkIdCard)]} validateTrigger="onBlur">
        <Input placeholder="18 位身份证号" maxLength={18} clearable />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={[rule(checkPhone)]} validateTrigger="onBlur">
        <Input placeholder="11 位手机号" type="tel" maxLength={11} clearable />
      </Form.Item>
      <Form.Item name="receivingCard" label="收款银行卡" rules={[rule(checkBankCard)]} validateTrigger="onBlur">
        <Input placeholder="12–19 位银行卡号" inputMode="numeric" maxLength={23} clearable />
      </Form.Item>
      <Form.Item name="ifbankCard" label="银行卡用途">
        <Radio.Group>
          <Space>
            <Radio value={0}>租金</Radio>
            <Radio value={1}>物业费</Radio>
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Header>证件照片</Form.Header>
      <Form.Item
        name="sfzPicture"
        label="身份证"
        help={`正反面，最多 ${OWNER_PHOTO_MAX.sfzPicture} 张`}
        layout="vertical"
      >
        <PhotoField max={OWNER_PHOTO_MAX.sfzPicture} />
      </Form.Item>
      <Form.Item name="yhkPicture" label="银行卡" help={`最多 ${OWNER_PHOTO_MAX.yhkPicture} 张`} layout="vertical">
        <PhotoField max={OWNER_PHOTO_MAX.yhkPicture} />
      </Form.Item>
      <Form.Item name="fczPicture" label="房产证" help={`最多 ${OWNER_PHOTO_MAX.fczPicture} 张`} layout="vertical">
        <PhotoField max={OWNER_PHOTO_MAX.fczPicture} />
      </Form.Item>
    </Form>
  );
}

/** 编辑业主信息 (/editOwnerInfo?houseId&apartmentId, part 1 §2.10): owner-direct rooms only (type 2, groupType 2). */
export default function EditOwnerPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const houseId = params.get('houseId') ?? '';
  const q = useQuery({
    queryKey: ['owners', 'room', houseId],
    queryFn: () => fetchOwnerRoom(houseId),
    enabled: !!houseId,
    retry: false,
  });
  const room = q.data;
  return (
    <PageFrame title={route.title} flush>
      {!houseId ? (
        <ErrorBlock status="default" title="缺少房间参数" description="请从房态总览的房间操作进入" />
      ) : q.isLoading ? (
        <div style={{ padding: 16 }}>
          <Skeleton.Paragraph lineCount={8} animated />
        </div>
      ) : q.isError || !room ? (
        <ErrorBlock status="default" title="无法编辑业主信息" description={(q.error as Error | null)?.message ?? ''} />
      ) : (
        <>
          <div className="owners-room-head" style={{ padding: '0 16px' }}>
            <strong>
              {room.apartmentName} · {room.floor} 层 · {room.houseNumber}
            </strong>
            <StateTag state={room.applyState} label={`房源${room.applyStateLabel}`} />
            {room.owner ? <StatusTag status={room.owner.status} label={`业主${room.owner.statusLabel}`} /> : null}
          </div>
          <OwnerEditor room={room} />
        </>
      )}
    </PageFrame>
  );
}
