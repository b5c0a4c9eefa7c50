import { Button, Dialog, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useMedia, DESKTOP_QUERY } from '../lib/use-media';
import { call } from '../lib/api';
import { templates, type TemplateSummary } from '../../sync/contract/templates/templates';
import { formatFen } from '../../sync/rules/common/money';
import { TEMPLATE_MSG, templateDeleteRefusal } from '../../sync/rules/templates/template-rules';
import { useTemplates } from '../templates/template-api';
import './houses.css';

const area = (t: TemplateSummary) => (t.area == null ? '—' : `${t.area}㎡`);
const rent = (t: TemplateSummary) => (t.rentCost == null ? '—' : formatFen(t.rentCost));

/**
 * The templates of an apartment on /editApartment (spec part 1 §2.7): name, room count, layout, area, payment method,
 * rent; a working edit button; a delete button (refused with the number of bound rooms while rooms use it, else
 * confirmed); add-room and batch-delete-room present but disabled, as the spec has them.
 */
export function TemplatesTable(props: { apartmentId: string }) {
  const navigate = useNavigate();
  const desktop = useMedia(DESKTOP_QUERY);
  const list = useTemplates(props.apartmentId);
  const queryClient = useQueryClient();
  async function remove(t: TemplateSummary) {
    const refusal = templateDeleteRefusal(t.houseTotal ?? 0);
    if (refusal) {
      await Dialog.alert({ title: '不能删除', content: refusal, confirmText: '知道了' });
      return;
    }
    const yes = await Dialog.confirm({
      content: `${TEMPLATE_MSG.deleteConfirm}「${t.name}」`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!yes) return;
    try {
      await call(templates.remove, { params: { id: t.templateId } });
      Toast.show({ icon: 'success', content: TEMPLATE_MSG.deleted });
    } catch (err) {
      Toast.show({ icon: 'fail', content: (err as Error).message });
    }
    void queryClient.invalidateQueries({ queryKey: ['templates'] });
  }
  const edit = (t: TemplateSummary) =>
    navigate(
      `/editTemplate?templateId=${encodeURIComponent(t.templateId)}&apartmentId=${encodeURIComponent(props.apartmentId)}`,
    );
  const disabledButtons = (
    <>
      <Button size="small" disabled>
        添加房间
      </Button>
      <Button size="small" disabled>
        批量删除房间
      </Button>
    </>
  );

  if (list.isLoading) return <Skeleton.Paragraph lineCount={4} animated />;
  if (list.isError)
    return <ErrorBlock status="default" title="模板加载失败" description={(list.error as Error).message} />;
  const rows = list.data ?? [];
  if (rows.length === 0)
    return <ErrorBlock status="empty" title="还没有房间模板" description="点击「新建模板」为该公寓添加房间模板" />;

  const actions = (t: (typeof rows)[number]) => (
    <div className="tpl-card-actions">
      <Button size="small" color="primary" onClick={() => edit(t)}>
        编辑模板
      </Button>
      <Button size="small" color="danger" fill="outline" onClick={() => void remove(t)}>
        删除模板
      </Button>
      {disabledButtons}
    </div>
  );

  if (!desktop)
    return (
      <div className="tpl-cards">
        {rows.map((t) => (
          <div key={t.templateId} className="tpl-card">
            <div className="tpl-card-head">
              <span>{t.name}</span>
              <span>{rent(t)}</span>
            </div>
            <div className="tpl-card-meta">
              {t.houseTotal ?? 0} 间 · {t.houseType || '—'} · {area(t)} · {t.payMethod || '—'}
            </div>
            {actions(t)}
          </div>
        ))}
      </div>
    );

  return (
    <div className="tpl-table-wrap">
      <table className="tpl-table">
        <thead>
          <tr>
            <th>模板名称</th>
            <th>房间数</th>
            <th>户型</th>
            <th>面积</th>
            <th>付款方式</th>
            <th>租金</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.templateId}>
              <td>{t.name}</td>
              <td>{t.houseTotal ?? 0}</td>
              <td>{t.houseType || '—'}</td>
              <td>{area(t)}</td>
              <td>{t.payMethod || '—'}</td>
              <td>{rent(t)}</td>
              <td>{actions(t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
