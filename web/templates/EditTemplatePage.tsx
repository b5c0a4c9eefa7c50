import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../sync/product/menu';
import { TEMPLATE_MSG } from '../../sync/rules/templates/template-rules';
import { call } from '../lib/api';
import { templates } from '../../sync/contract/templates/templates';
import { EditFrame, saveWithToast } from './EditFrame';
import { TemplateFormView, draftToSave } from './TemplateFormView';
import { formFromTemplate, type TemplateForm } from './form-state';
import { templateKeys, useTemplateDetail } from './template-api';
import './templates.css';
import { SubmitButton } from '../components/form/SubmitButton';

/** /editTemplate?templateId&apartmentId — the template form prefilled, one save button (part 1 §2.8). */
export default function EditTemplatePage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const templateId = params.get('templateId');
  const queryClient = useQueryClient();
  const detail = useTemplateDetail(templateId);
  const [form, setForm] = useState<TemplateForm | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (detail.data) setForm(formFromTemplate(detail.data));
  }, [detail.data]);

  async function save() {
    if (!form || !templateId) return;
    const draft = await draftToSave(form);
    if (!draft) return;
    await saveWithToast(
      async () => {
        await call(templates.update, { params: { id: templateId }, json: draft });
        void queryClient.invalidateQueries({ queryKey: templateKeys.detail(templateId) });
        void queryClient.invalidateQueries({ queryKey: ['templates'] });
      },
      TEMPLATE_MSG.updated,
      setSaving,
    );
  }

  return (
    <EditFrame
      title={route.title}
      missing={templateId ? null : { title: '未指定模板', description: '请从公寓的模板列表进入编辑' }}
      query={detail}
      data={detail.data && form && { t: detail.data, form }}
    >
      {({ t, form }) => (
        <>
          <div className="tpl-head form-shell">
            <strong>{t.apartmentName}</strong>
            <span>{t.spliceName}</span>
            <span>已绑定 {t.houseTotal} 间</span>
          </div>
          <TemplateFormView value={form} onChange={setForm} />
          <SubmitButton
            className="form-shell"
            size="large"
            style={{ marginTop: 16 }}
            busy={saving}
            onClick={() => void save()}
          >
            保存
          </SubmitButton>
        </>
      )}
    </EditFrame>
  );
}
