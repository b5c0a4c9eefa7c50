import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio, Tabs, TextArea, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  IS_FOREVER,
  NOTICE_KIND,
  NOTICE_KIND_LABEL,
  NOTICE_MSG,
  type NoticeKindCode,
} from '../../sync/rules/notices/notice-rules';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { useApartments } from '../components/apartments';
import { ImageUpload } from '../components/ImageUpload';
import { DateField, Field, useSave } from '../components/list';
import { emptyNoticeForm, noticeBody, noticeFormError, type NoticeForm } from './send-form';
import { NOTICES_KEY, sendNotice } from './notices-api';
import { Receivers } from './Receivers';
import './notices.css';
import { SubmitButton } from '../components/form/SubmitButton';

const KINDS = [NOTICE_KIND.device, NOTICE_KIND.tenant, NOTICE_KIND.manager] as const;
const kindOf = (v: string | null): NoticeKindCode => (v === '1' || v === '3' ? (Number(v) as NoticeKindCode) : 2);

/**
 * 发布通知 (/onlineApplic2; spec part 3 §2.8): three tabs — 设备通知 (door units through the access connector), 租客通知
 * (the tenant page and a push), 管家通知 (the message centre and each manager's channels) — with title, photos (tenants
 * and managers), content, summary, validity (固定日期 to the end of the day, or 长期有效) and the receivers. 发送
 * says '发送成功' and returns to the list (/onlineApplic).
 */
export default function SendNoticePage({ route }: { route: RouteDef }) {
  const [search, setSearch] = useSearchParams();
  const kind = kindOf(search.get('tab'));
  const [form, setForm] = useState<NoticeForm>(() => emptyNoticeForm(kind, search.get('apartmentId') ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, error, save } = useSave();
  const navigate = useNavigate();
  const client = useQueryClient();
  const set = (patch: Partial<NoticeForm>) => setForm((f) => ({ ...f, ...patch }));
  // The first apartment is chosen to begin with (part 3 §7: "first auto-selected in service screens").
  const first = useApartments().data?.[0]?.apartmentId;
  useEffect(() => {
    if (first) setForm((f) => (f.apartmentId ? f : { ...f, apartmentId: first }));
  }, [first]);
  const tab = (k: NoticeKindCode) => {
    setSearch({ tab: String(k) }, { replace: true });
    set({ kind: k, chosen: [], isForAll: 0 });
    setProblem(null);
  };
  const people = kind !== NOTICE_KIND.device;
  const forever = form.isForever === IS_FOREVER.longTerm;

  const submit = async () => {
    const wrong = noticeFormError({ ...form, kind }, Date.now());
    setProblem(wrong);
    if (wrong) {
      Toast.show({ icon: 'fail', content: wrong });
      return;
    }
    const sent = await save(() => sendNotice(noticeBody({ ...form, kind })), NOTICE_MSG.sent);
    if (!sent) return;
    await client.invalidateQueries({ queryKey: NOTICES_KEY });
    void navigate('/onlineApplic');
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => void navigate('/onlineApplic')}>
          通知列表
        </Button>
      }
    >
      <Tabs activeKey={String(kind)} onChange={(k) => tab(kindOf(k))}>
        {KINDS.map((k) => (
          <Tabs.Tab key={k} title={NOTICE_KIND_LABEL[k]} />
        ))}
      </Tabs>
      <form
        className="notice-form"
        aria-label={NOTICE_KIND_LABEL[kind]}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="公寓" required>
          <ApartmentPicker value={form.apartmentId || null} onChange={(id) => set({ apartmentId: id, chosen: [] })} />
        </Field>
        <Field label="标题" required>
          <Input
            value={form.title}
            onChange={(v) => set({ title: v })}
            placeholder="请输入通知标题"
            maxLength={50}
            aria-label="标题"
          />
        </Field>
        {people && (
          <Field label="图片" wide>
            <ImageUpload value={form.photos} onChange={(photos) => set({ photos })} maxCount={20} />
          </Field>
        )}
        <Field label="内容" required wide>
          <TextArea
            value={form.content}
            onChange={(v) => set({ content: v })}
            placeholder="请输入通知内容"
            maxLength={2000}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            aria-label="内容"
          />
        </Field>
        <Field label="摘要" wide>
          <Input
            value={form.summary}
            onChange={(v) => set({ summary: v })}
            placeholder="一句话概括（选填）"
            maxLength={100}
            aria-label="摘要"
          />
        </Field>
        {people && (
          <Field label="有效期" required wide>
            <div className="notice-validity">
              <Radio.Group value={form.isForever} onChange={(v) => set({ isForever: Number(v) })}>
                <Radio value={IS_FOREVER.untilDate}>固定日期</Radio>
                <Radio value={IS_FOREVER.longTerm}>长期有效</Radio>
              </Radio.Group>
              <DateField
                value={forever ? '' : form.keepDate}
                onChange={(keepDate) => set({ keepDate })}
                placeholder={forever ? '长期有效' : '请选择有效日期'}
                label="有效日期"
                min={shanghaiToday(Date.now())}
                disabled={forever}
              />
              {!forever && form.keepDate && <span className="notice-hint">至当天 23:59:59 止</span>}
            </div>
          </Field>
        )}
        <Field label="接收人" required wide>
          <Receivers
            kind={kind}
            apartmentId={form.apartmentId}
            isForAll={form.isForAll}
            onForAll={(isForAll) => set({ isForAll, chosen: [] })}
            chosen={form.chosen}
            onChosen={(chosen) => set({ chosen })}
          />
          {form.chosen.length > 0 && <p className="notice-hint">已选 {form.chosen.length} 个</p>}
        </Field>
        {(problem ?? error) && (
          <p className="form-error" role="alert">
            {problem ?? error}
          </p>
        )}
        <div className="notice-actions">
          <SubmitButton type="submit" busy={busy}>
            发送
          </SubmitButton>
        </div>
      </form>
    </PageFrame>
  );
}
