import { Dialog, Form, Input, Stepper, TextArea, Toast } from 'antd-mobile';
import { ImageUpload } from '../components/ImageUpload';
import { formatFen } from '../../sync/rules/common/money';
import {
  depositAmount,
  isTemplateIncomplete,
  MAX_PICTURE_BYTES,
  MAX_PICTURES,
  NEARBY_MAX,
  PICTURE_GUIDANCE,
  TEMPLATE_MSG,
  validateTemplate,
  type TemplateDraft,
} from '../../sync/rules/templates/template-rules';
import { CollectRentField, FacilitySelector, FeeItemsEditor, MONTH_OPTIONS, PickerButton } from './fields';
import { draftOf, fenOf, type TemplateForm } from './form-state';
import './templates.css';

/**
 * Checks the form with the shared rules (the spec's order), then, when it is incomplete, asks the spec's confirm.
 * Resolves to the draft to send, or null (a message was shown, or the confirm was cancelled: '已取消').
 */
export async function draftToSave(form: TemplateForm): Promise<TemplateDraft | null> {
  const result = draftOf(form);
  if ('error' in result) {
    Toast.show({ icon: 'fail', content: result.error });
    return null;
  }
  const msg = validateTemplate(result.draft);
  if (msg) {
    Toast.show({ icon: 'fail', content: msg });
    return null;
  }
  if (isTemplateIncomplete(result.draft)) {
    const go = await Dialog.confirm({
      title: '提示',
      content: TEMPLATE_MSG.incomplete,
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!go) {
      Toast.show({ content: TEMPLATE_MSG.cancelled });
      return null;
    }
  }
  return result.draft;
}

/** The template form of /Template2 and /editTemplate (part 1 §2.6 step 2). */
export function TemplateFormView(props: { value: TemplateForm; onChange: (f: TemplateForm) => void }) {
  const f = props.value;
  const set = (patch: Partial<TemplateForm>) => props.onChange({ ...f, ...patch });
  const rent = fenOf(f.rent);
  const deposit = depositAmount(f.deposit, rent !== null && !Number.isNaN(rent) ? rent : null);
  return (
    <Form layout="horizontal" className="tpl-form form-shell form-cols" mode="card">
      <Form.Header>房间配置</Form.Header>
      <Form.Item label="模板名称" required>
        <Input
          placeholder="请输入模板名称"
          value={f.name}
          maxLength={20}
          clearable
          onChange={(v) => set({ name: v })}
        />
      </Form.Item>
      <Form.Item label="房屋面积" required extra="㎡">
        <Input
          placeholder="请输入房屋面积"
          inputMode="decimal"
          value={f.area}
          onChange={(v) => set({ area: v.replace(/[^\d.]/g, '') })}
        />
      </Form.Item>
      <Form.Item label="户型" required>
        <div className="tpl-layout">
          {(
            [
              ['bedroom', '室'],
              ['hall', '厅'],
              ['bathroom', '卫'],
            ] as const
          ).map(([key, unit]) => (
            <label key={key}>
              <Stepper
                min={0}
                max={10}
                digits={0}
                value={f[key]}
                onChange={(v) => set({ [key]: v ?? 0 } as Partial<TemplateForm>)}
                aria-label={unit}
              />
              {unit}
            </label>
          ))}
        </div>
      </Form.Item>
      <Form.Header>价格信息</Form.Header>
      <Form.Item label="付款方式">
        <div className="tpl-money-row">
          押
          <PickerButton
            title="押金月数"
            value={f.deposit}
            options={MONTH_OPTIONS}
            onChange={(v) => set({ deposit: v })}
          />
          付
          <PickerButton
            title="付款月数"
            value={f.payment}
            options={MONTH_OPTIONS}
            onChange={(v) => set({ payment: v })}
          />
        </div>
      </Form.Item>
      <Form.Item label="租金" extra="元/月">
        <Input placeholder="请输入月租金" inputMode="decimal" value={f.rent} onChange={(v) => set({ rent: v })} />
      </Form.Item>
      <Form.Item label="押金" help="押金 = 押金月数 × 月租金">
        <Input disabled value={deposit === null ? '' : formatFen(deposit)} placeholder="根据租金自动计算" />
      </Form.Item>
      <Form.Item label="定金" extra="元">
        <Input placeholder="请输入定金" inputMode="decimal" value={f.advance} onChange={(v) => set({ advance: v })} />
      </Form.Item>
      <Form.Item layout="vertical" label="收租日" className="form-wide">
        <CollectRentField type={f.collectRentType} day={f.collectRentDay} onChange={(v) => set(v)} />
      </Form.Item>
      <Form.Item layout="vertical" label="其他费用" className="form-wide">
        <FeeItemsEditor value={f.items} onChange={(items) => set({ items })} />
      </Form.Item>
      <Form.Header>房间展示</Form.Header>
      <Form.Item layout="vertical" label="房间图片" help={PICTURE_GUIDANCE} className="form-wide">
        <ImageUpload
          value={f.pictures}
          onChange={(pictures) => set({ pictures })}
          maxCount={MAX_PICTURES}
          maxBytes={MAX_PICTURE_BYTES}
          tooLargeMessage="每张图片不能超过5MB"
        />
      </Form.Item>
      <Form.Item label="广告语">
        <Input
          placeholder="一句话介绍房间"
          value={f.advert}
          maxLength={50}
          clearable
          onChange={(v) => set({ advert: v })}
        />
      </Form.Item>
      <Form.Item label="附近" help={`${NEARBY_MAX}字以内`}>
        <Input
          placeholder="如：地铁站步行5分钟"
          value={f.nearby}
          maxLength={NEARBY_MAX}
          clearable
          onChange={(v) => set({ nearby: v })}
        />
      </Form.Item>
      <Form.Item layout="vertical" label="房间设施" className="form-wide">
        <FacilitySelector value={f.facility} onChange={(facility) => set({ facility })} />
      </Form.Item>
      <Form.Item layout="vertical" label="房间描述" className="form-wide">
        <TextArea
          placeholder="请输入房间描述"
          value={f.intro}
          maxLength={1000}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(v) => set({ intro: v })}
        />
      </Form.Item>
    </Form>
  );
}
