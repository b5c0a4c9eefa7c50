import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/menu';
import { TEMPLATE_MSG } from '../../sync/template-rules';
import { PageFrame } from '../components/PageFrame';
import { api } from '../lib/api';
import { TemplateFormView, draftToSave } from './TemplateFormView';
import { formFromTemplate, type TemplateForm } from './form-state';
import { templateKeys, useTemplateDetail } from './template-api';
import './templates.css';

/** /editTemplate?templateId&apartmentId — the template form prefilled, one save button (part 1 §2.8). */
export default function EditTemplatePage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const templateId = params.get('templateId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useTemplateDetail(templateId);
  const [form, setForm] = useState<TemplateForm | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (detail.data) setForm(formFromTemplate(detail.data));
  }, [detail.data]);

  if (!templateId)
    return (
      <PageFrame title={route.title}>
        <ErrorBlock status="empty" title="未指定模板" description="请从公寓的模板列表进入编辑" />
      </PageFrame>
    );

  async function save() {
    if (!form || !templateId) return;
    const draft = await draftToSave(form);
    if (!draft) return;
    setSaving(true);
    try {
      await api(`/api/templates/${encodeURIComponent(templateId)}`, { method: 'PUT', json: draft });
      void queryClient.invalidateQueries({ queryKey: templateKeys.detail(templateId) });
      void queryClient.invalidateQueries({ queryKey: ['templates'] });
      Toast.show({ icon: 'success', content: TEMPLATE_MSG.updated });
    } catch (err) {
      Toast.show({ icon: 'fail', content: (err as Error).message });
    } finally {
      setSaving(false);
    }
  }

  const t = detail.data;
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate(-1)}>
          返回
        </Button>
      }
    >
      {detail.isError ? (
        <ErrorBlock status="default" title="加载失败" description={(detail.error as Error).message} />
      ) : !t || !form ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : (
        <>
          <div className="tpl-head">
            <strong>{t.apartmentName}</strong>
            <span>{t.spliceName}</span>
            <span>已绑定 {t.houseTotal} 间</span>
          </div>
          <TemplateFormView value={form} onChange={setForm} />
          <Button block color="primary" size="large" style={{ marginTop: 16 }} loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </>
      )}
    </PageFrame>
  );
}
