import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, ErrorBlock, Input, Selector, Skeleton, Tag, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { formatFen, fenToYuan, yuanToFen } from '../../sync/rules/common/money';
import { TEMPLATE_MSG } from '../../sync/rules/templates/template-rules';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { call } from '../lib/api';
import { templates as templateRoutes, type BindRoom } from '../../sync/contract/templates/templates';
import { templateKeys, useBindRooms, useTemplates } from './template-api';
import './templates.css';

interface Choice {
  houseTempId: string | null;
  rentCost: number;
}

/** /Template3?apartmentId= — bind every room to a template with its rent (part 1 §2.6 step 3). */
export default function BindRoomsPage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const apartmentId = params.get('apartmentId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const data = useBindRooms(apartmentId);
  const templates = useTemplates(apartmentId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<string, Choice>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setEdits({});
    setChosen(null);
  }, [apartmentId]);
  useEffect(() => {
    if (!chosen && templates.data?.length) setChosen(templates.data[0].templateId);
  }, [templates.data, chosen]);

  const byId = useMemo(() => new Map((templates.data ?? []).map((t) => [t.templateId, t])), [templates.data]);
  const rooms = useMemo(() => (data.data?.floors ?? []).flatMap((f) => f.houses), [data.data]);
  const current = (r: BindRoom): Choice => edits[r.houseId] ?? { houseTempId: r.houseTempId, rentCost: r.rentCost };
  const nameOf = (id: string | null) => (id ? (byId.get(id)?.name ?? '') : '');
  const changed = rooms.filter((r) => {
    const c = edits[r.houseId];
    return c && (c.houseTempId !== r.houseTempId || c.rentCost !== r.rentCost);
  });

  const picker = <ApartmentPicker value={apartmentId} onChange={(id) => id && setParams({ apartmentId: id })} />;
  if (!apartmentId)
    return (
      <PageFrame title={route.title}>
        <p className="tpl-hint">请先选择公寓</p>
        {picker}
      </PageFrame>
    );

  /** A rented room keeps its template (the server refuses too). */
  const locked = (r: BindRoom, next: string | null) => r.isRent === 1 && !!r.houseTempId && r.houseTempId !== next;

  function bindTo(r: BindRoom, templateId: string | null) {
    if (locked(r, templateId)) {
      Toast.show({ content: TEMPLATE_MSG.rented });
      return false;
    }
    const t = templateId ? byId.get(templateId) : undefined;
    setEdits((e) => ({ ...e, [r.houseId]: { houseTempId: templateId, rentCost: t ? (t.rentCost ?? 0) : 0 } }));
    return true;
  }

  function toggle(r: BindRoom) {
    if (current(r).houseTempId) bindTo(r, null);
    else if (!chosen) Toast.show({ content: '请先选择模板' });
    else bindTo(r, chosen);
  }

  function bindFloor(houses: BindRoom[]) {
    if (!chosen) {
      Toast.show({ content: '请先选择模板' });
      return;
    }
    const t = byId.get(chosen)!;
    let skipped = 0;
    setEdits((e) => {
      const next = { ...e };
      for (const r of houses) {
        if (locked(r, chosen)) skipped++;
        else next[r.houseId] = { houseTempId: chosen, rentCost: t.rentCost ?? 0 };
      }
      return next;
    });
    Toast.show({
      content: skipped ? `已绑定「${t.name}」，${skipped} 间已出租房间保持原模板` : `本层已绑定「${t.name}」`,
    });
  }

  async function editRent(r: BindRoom) {
    let text = fenToYuan(current(r).rentCost).replace(/\.00$/, '');
    const ok = await Dialog.confirm({
      title: `房间 ${r.houseNumber} 租金`,
      content: (
        <Input
          autoFocus
          defaultValue={text}
          inputMode="decimal"
          placeholder="元/月"
          onChange={(v) => (text = v)}
          aria-label="租金"
        />
      ),
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!ok) return;
    const fen = yuanToFen(text);
    if (fen === null || fen < 0) {
      Toast.show({ icon: 'fail', content: TEMPLATE_MSG.rentInvalid });
      return;
    }
    setEdits((e) => ({ ...e, [r.houseId]: { ...current(r), rentCost: fen } }));
  }

  async function submit(andNext: boolean) {
    if (andNext && rooms.some((r) => !current(r).houseTempId)) {
      Toast.show({ icon: 'fail', content: TEMPLATE_MSG.unbound });
      return;
    }
    setSaving(true);
    try {
      if (changed.length)
        await call(templateRoutes.bind, {
          json: { houses: changed.map((r) => ({ houseId: r.houseId, ...current(r) })) },
        });
      await queryClient.invalidateQueries({ queryKey: templateKeys.rooms(apartmentId!) });
      void queryClient.invalidateQueries({ queryKey: ['templates', apartmentId] });
      setEdits({});
      Toast.show({ icon: 'success', content: andNext ? '提交成功' : '保存成功' });
      if (andNext) navigate('/addHome');
    } catch (err) {
      Toast.show({ icon: 'fail', content: (err as Error).message });
    } finally {
      setSaving(false);
    }
  }

  const unbound = rooms.filter((r) => !current(r).houseTempId).length;
  return (
    <PageFrame title={route.title} extra={picker}>
      {data.isError || templates.isError ? (
        <ErrorBlock
          status="default"
          title="加载失败"
          description={((data.error ?? templates.error) as Error).message}
        />
      ) : data.isLoading || templates.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : !templates.data?.length ? (
        <ErrorBlock status="empty" title="还没有模板" description="请先为该公寓设置房间模板">
          <Button color="primary" onClick={() => navigate(`/Template2?apartmentId=${encodeURIComponent(apartmentId)}`)}>
            去设置模板
          </Button>
        </ErrorBlock>
      ) : (
        <>
          <div className="bind-legend">选择模板：</div>
          <Selector
            columns={1}
            options={templates.data.map((t) => ({
              label: t.spliceName,
              description: `${t.payMethod || '未设置付款方式'} · ${t.rentCost === null ? '未设置租金' : formatFen(t.rentCost)}`,
              value: t.templateId,
            }))}
            value={chosen ? [chosen] : []}
            onChange={(v) => v[0] && setChosen(v[0])}
          />
          <p className="bind-legend">
            提示：点击房间取消选择（未绑定时绑定到所选模板）；点击租金修改单个房间的租金。未绑定 {unbound} 间，待保存{' '}
            {changed.length} 间。
          </p>
          {(data.data?.floors ?? []).length === 0 ? <ErrorBlock status="empty" title="该公寓还没有房间" /> : null}
          {(data.data?.floors ?? []).map((f) => (
            <section className="bind-floor" key={f.floorId}>
              <div className="bind-floor-head">
                <span>
                  {f.floor} 层（{f.houses.length} 间）
                </span>
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  disabled={!f.houses.length}
                  onClick={() => bindFloor(f.houses)}
                >
                  批量绑定
                </Button>
              </div>
              <div className="bind-rooms">
                {f.houses.map((r) => {
                  const c = current(r);
                  const isChanged = changed.includes(r);
                  return (
                    <div
                      key={r.houseId}
                      className={`bind-room${c.houseTempId ? ' bound' : ''}${isChanged ? ' changed' : ''}`}
                    >
                      <div className="bind-room-no">
                        {r.houseNumber}
                        {r.isRent === 1 ? <Tag color="warning">已租</Tag> : null}
                      </div>
                      <button
                        type="button"
                        className="bind-room-toggle"
                        onClick={() => toggle(r)}
                        aria-label={`${r.houseNumber} ${c.houseTempId ? '解绑' : '绑定'}`}
                      >
                        <div className="bind-room-tpl">
                          {c.houseTempId ? nameOf(c.houseTempId) || r.templateName : '未绑定'}
                        </div>
                        {c.houseTempId ? '点击解绑' : '点击绑定'}
                      </button>
                      <button
                        type="button"
                        className="bind-room-rent"
                        disabled={!c.houseTempId}
                        onClick={() => void editRent(r)}
                        aria-label={`${r.houseNumber} 租金`}
                      >
                        {formatFen(c.rentCost)}
                      </button>
                    </div>
                  );
                })}
              </div>
            </section>
          ))}
          <div className="tpl-actions">
            <Button loading={saving} onClick={() => void submit(false)}>
              保存
            </Button>
            <Button color="primary" loading={saving} onClick={() => void submit(true)}>
              提交并下一步
            </Button>
          </div>
        </>
      )}
    </PageFrame>
  );
}
