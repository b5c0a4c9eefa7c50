import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { SubmitButton } from '../components/form/SubmitButton';
import { ChoiceSheet } from '../components/ChoiceSheet';
import type { RouteDef } from '../../sync/product/menu';
import { TEMPLATE_MSG } from '../../sync/rules/templates/template-rules';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { call } from '../lib/api';
import { templates as templateRoutes } from '../../sync/contract/templates/templates';
import { TemplateFormView, draftToSave } from './TemplateFormView';
import { formFromDefaults, formFromTemplate, type TemplateForm } from './form-state';
import { useTemplateDefaults, useTemplates } from './template-api';
import './templates.css';

/** The first free name 'X 副本', 'X 副本2', … among the apartment's template names. */
function copyName(name: string, taken: string[]): string {
  for (let i = 1; ; i++) {
    const candidate = `${name} 副本${i === 1 ? '' : i}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** /Template2?apartmentId= — set room templates (part 1 §2.6 step 2). */
export default function TemplatePage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const apartmentId = params.get('apartmentId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const defaults = useTemplateDefaults(apartmentId);
  const templates = useTemplates(apartmentId);
  const [form, setForm] = useState<TemplateForm | null>(null);
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    setForm(null);
  }, [apartmentId]);
  useEffect(() => {
    if (form === null && defaults.data) setForm(formFromDefaults(defaults.data));
  }, [defaults.data, form]);

  const picker = (
    <ApartmentPicker
      value={apartmentId}
      onChange={(id) => id && setParams({ apartmentId: id })}
      placeholder="请选择公寓"
    />
  );

  if (!apartmentId)
    return (
      <PageFrame title={route.title}>
        <p className="tpl-hint">请先选择要设置模板的公寓</p>
        {picker}
      </PageFrame>
    );

  async function save(next: 'continue' | 'next') {
    if (!form || !apartmentId) return;
    const draft = await draftToSave(form);
    if (!draft) return;
    setSaving(true);
    try {
      await call(templateRoutes.create, { json: { apartmentId, ...draft } });
      void queryClient.invalidateQueries({ queryKey: ['templates', apartmentId] });
      Toast.show({ icon: 'success', content: TEMPLATE_MSG.created });
      if (next === 'next') navigate(`/Template3?apartmentId=${encodeURIComponent(apartmentId)}`);
      else {
        setForm(formFromDefaults(defaults.data));
        window.scrollTo({ top: 0 });
      }
    } catch (err) {
      Toast.show({ icon: 'fail', content: (err as Error).message });
    } finally {
      setSaving(false);
    }
  }

  async function reset() {
    const yes = await Dialog.confirm({ content: '确定清空已填写的内容吗？', confirmText: '确定', cancelText: '取消' });
    if (!yes) {
      Toast.show({ content: TEMPLATE_MSG.cancelled });
      return;
    }
    setForm(formFromDefaults(defaults.data));
  }

  async function copyExisting(templateId: string) {
    try {
      const t = await call(templateRoutes.detail, { params: { id: templateId } });
      // A copy needs its own name: names are unique within an apartment.
      setForm({
        ...formFromTemplate(t),
        name: copyName(
          t.name,
          (templates.data ?? []).map((x) => x.name),
        ),
      });
      Toast.show({ content: `已套用模板「${t.name}」，请修改名称等内容后保存` });
    } catch (err) {
      Toast.show({ icon: 'fail', content: (err as Error).message });
    }
  }

  const loading = defaults.isLoading || (form === null && !defaults.isError);
  return (
    <PageFrame title={route.title} extra={picker}>
      {defaults.isError ? (
        <ErrorBlock status="default" title="加载失败" description={(defaults.error as Error).message} />
      ) : loading || !form ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : (
        <>
          <TemplateFormView value={form} onChange={setForm} />
          <div className="tpl-actions">
            <Button onClick={() => void reset()} disabled={saving}>
              重置
            </Button>
            <Button onClick={() => setPicking(true)} disabled={saving || !templates.data?.length}>
              使用已有模板
            </Button>
            <SubmitButton block={false} fill="outline" busy={saving} onClick={() => void save('continue')}>
              保存并继续添加
            </SubmitButton>
            <SubmitButton block={false} busy={saving} onClick={() => void save('next')}>
              保存并下一步
            </SubmitButton>
          </div>
          {templates.data && templates.data.length > 0 ? (
            <Button
              fill="none"
              size="small"
              style={{ marginTop: 8 }}
              onClick={() => navigate(`/Template3?apartmentId=${encodeURIComponent(apartmentId)}`)}
            >
              已有 {templates.data.length} 个模板，直接去绑定房间 ›
            </Button>
          ) : null}
          <ChoiceSheet
            visible={picking}
            onClose={() => setPicking(false)}
            title="选择一个模板，将其内容复制到表单"
            choices={(templates.data ?? []).map((t) => ({
              key: t.templateId,
              text: t.spliceName,
              description: t.payMethod,
            }))}
            onChoose={(key) => void copyExisting(key)}
          />
        </>
      )}
    </PageFrame>
  );
}
