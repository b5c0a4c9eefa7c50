import { useEffect, useState } from 'react';
import { Button, ErrorBlock, Segmented, Skeleton, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../components/PageFrame';
import { ApartmentPicker } from '../components/ApartmentPicker';
import { call } from '../lib/api';
import { houses } from '../../sync/contract/houses/houses';
import type { RouteDef } from '../../sync/product/menu';
import {
  editorFromDetail,
  newEditor,
  setTotalFloor,
  toFloorData,
  validateEditor,
  type EditorState,
} from '../../sync/rules/houses/floor-editor';
import { FloorEditor } from './FloorEditor';
import { BaseInfoForm, checkBaseInfo, emptyBaseInfo, type BaseInfo } from './BaseInfoForm';
import { detailKey, saveFloors, useApartmentDetail, type CreateApartmentBody } from './api';
import { submit } from './submit';
import './houses.css';

type Mode = 'new' | 'existing';

/**
 * /addHome, step 1 of apartment setup (spec part 1 §2.6): a new apartment (base info and its floors and rooms saved
 * together), or an existing apartment whose floors load for editing. After saving: /Template2?apartmentId=….
 */
export default function AddHomePage({ route }: { route: RouteDef }) {
  const [params, setParams] = useSearchParams();
  const apartmentId = params.get('apartmentId');
  const [mode, setMode] = useState<Mode>(apartmentId ? 'existing' : 'new');
  return (
    <PageFrame title={route.title}>
      <Segmented
        className="houses-modes"
        block
        value={mode}
        onChange={(v) => setMode(v as Mode)}
        options={[
          { label: '新建公寓', value: 'new' },
          { label: '已有公寓', value: 'existing' },
        ]}
      />
      {mode === 'new' ? (
        <NewApartment />
      ) : (
        <ExistingApartment
          apartmentId={apartmentId}
          onPick={(id) => setParams({ apartmentId: id }, { replace: true })}
        />
      )}
    </PageFrame>
  );
}

/** The save button of both modes: saving leads on to /Template2. */
function SaveAndSetTemplates(props: { saving: boolean; onSave: () => void }) {
  return (
    <div className="houses-actions form-shell">
      <Button block color="primary" size="large" loading={props.saving} onClick={props.onSave}>
        保存并设置房间模板
      </Button>
    </div>
  );
}

function NewApartment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [base, setBase] = useState<BaseInfo>(emptyBaseInfo);
  const [editor, setEditor] = useState<EditorState>(() => newEditor(emptyBaseInfo().totalFloor));
  const [saving, setSaving] = useState(false);

  function changeBase(next: BaseInfo) {
    if (next.totalFloor !== base.totalFloor) {
      const r = setTotalFloor(editor, next.totalFloor);
      if (!r.ok) {
        Toast.show({ content: r.error });
        return;
      }
      setEditor(r.state);
    }
    setBase(next);
  }

  async function save() {
    const problem = checkBaseInfo(base) ?? validateEditor(editor);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    await submit(setSaving, async () => {
      const body: CreateApartmentBody = {
        name: base.name.trim(),
        address: base.address.trim(),
        locationName: base.locationName.trim(),
        cityCode: base.cityCode,
        districtCode: base.districtCode,
        totalFloor: base.totalFloor,
        isElevator: base.isElevator,
        floorData: toFloorData(editor),
      };
      const { apartmentId } = await call(houses.create, { json: body });
      Toast.show({ icon: 'success', content: '提交成功' });
      await queryClient.invalidateQueries({ queryKey: ['apartments'] });
      navigate(`/Template2?apartmentId=${encodeURIComponent(apartmentId)}`);
    });
  }

  return (
    <>
      <div className="houses-section-title">基本信息</div>
      <BaseInfoForm value={base} onChange={changeBase} />
      <div className="houses-section-title">楼层及房间</div>
      <FloorEditor value={editor} onChange={setEditor} />
      <SaveAndSetTemplates saving={saving} onSave={save} />
    </>
  );
}

function ExistingApartment(props: { apartmentId: string | null; onPick: (id: string) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useApartmentDetail(props.apartmentId);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Load the floors once per chosen apartment (a background refetch must not wipe the edits in progress).
  useEffect(() => {
    if (detail.data && detail.data.apartmentId !== loadedId) {
      setEditor(editorFromDetail(detail.data));
      setLoadedId(detail.data.apartmentId);
    }
  }, [detail.data, loadedId]);

  async function save() {
    if (!editor || !props.apartmentId) return;
    const problem = validateEditor(editor);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    const apartmentId = props.apartmentId;
    await submit(setSaving, async () => {
      await saveFloors(apartmentId, editor);
      Toast.show({ icon: 'success', content: '提交成功' });
      await queryClient.invalidateQueries({ queryKey: detailKey(apartmentId) });
      navigate(`/Template2?apartmentId=${encodeURIComponent(apartmentId)}`);
    });
  }

  return (
    <>
      <div className="houses-section-title">选择公寓</div>
      <ApartmentPicker value={props.apartmentId} onChange={props.onPick} placeholder="请选择要编辑楼层的公寓" />
      {!props.apartmentId ? (
        <ErrorBlock status="empty" title="请选择公寓" description="选择一个已有公寓后，可在这里修改它的楼层和房间" />
      ) : detail.isLoading ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : detail.isError ? (
        <ErrorBlock status="default" title="加载失败" description={(detail.error as Error).message} />
      ) : editor && loadedId === props.apartmentId ? (
        <>
          <div className="houses-section-title">楼层及房间</div>
          <FloorEditor value={editor} onChange={setEditor} showTotal />
          <SaveAndSetTemplates saving={saving} onSave={save} />
        </>
      ) : null}
    </>
  );
}
