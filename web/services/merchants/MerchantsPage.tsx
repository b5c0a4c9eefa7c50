import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { MERCHANT_STATUS_LABEL } from '../../../sync/rules/services/merchants-rules';
import { ChoiceSheet } from '../../components/ChoiceSheet';
import { PageFrame } from '../../components/PageFrame';
import {
  confirmDelete,
  ExportButton,
  FilterBar,
  ListView,
  RowActions,
  toastFailure,
  useListQuery,
} from '../../components/list';
import { fetchMerchants, MERCHANTS_KEY, removeMerchant, setMerchantStatus, type MerchantRow } from './merchants-api';
import { MERCHANT_COLUMNS, merchantFilters } from './merchant-columns';
import { useGenreOptions } from './use-merchant-types';
import { MerchantSheet } from './MerchantSheet';
import { ReviewsSheet } from './ReviewsSheet';
import './merchants.css';

type Sheet = { kind: 'add' } | { kind: 'edit' | 'status' | 'reviews'; row: MerchantRow };

/**
 * 商家信息 (/businessCircle, spec part 3 §2.12): the merchants near the apartments, 10 a page; 添加商家, 编辑, the 状态
 * menu (营业中 / 已撤销 / 已删除, any may be set), 查看评价 with delete, 删除 ('确定要删除该条信息吗?'); buttons to
 * 商家类型 (/shopLeixing) and 商家分类 (/shopFenlei).
 */
export default function MerchantsPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const genres = useGenreOptions();
  const filters = useMemo(() => merchantFilters(genres), [genres]);
  const list = useListQuery({
    key: MERCHANTS_KEY,
    fields: filters,
    fetch: (f, current, size) => fetchMerchants(f, current, size),
  });
  const reload = () => void client.invalidateQueries({ queryKey: MERCHANTS_KEY });
  const done = () => {
    setSheet(null);
    reload();
  };
  const remove = async (r: MerchantRow) => {
    if (
      await confirmDelete({
        what: `${r.gyName} · ${r.shopName}`,
        message: '确定要删除该条信息吗?',
        run: () => removeMerchant(r.shopId),
      })
    )
      reload();
  };
  const setStatus = async (r: MerchantRow, status: 0 | 1 | 2) => {
    try {
      await setMerchantStatus(r.shopId, status);
      Toast.show({ icon: 'success', content: '操作成功' });
      reload();
    } catch (e) {
      toastFailure(e);
    }
  };
  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <Button size="small" onClick={() => navigate('/shopLeixing')}>
            商家类型
          </Button>
          <Button size="small" onClick={() => navigate('/shopFenlei')}>
            商家分类
          </Button>
          <ExportButton name="商家信息" columns={MERCHANT_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setSheet({ kind: 'add' })}>
            添加商家
          </Button>
        </>
      }
    >
      <FilterBar fields={filters} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={MERCHANT_COLUMNS}
        rowKey={(r) => r.shopId}
        onPage={list.setPage}
        label="商家信息"
        empty="暂无商家"
        actions={(r) => (
          <RowActions
            actions={[
              {
                key: 'reviews',
                text: `查看评价（${r.reviewCount}）`,
                quiet: true,
                onClick: () => setSheet({ kind: 'reviews', row: r }),
              },
              { key: 'status', text: '状态', onClick: () => setSheet({ kind: 'status', row: r }) },
              { key: 'edit', text: '编辑', onClick: () => setSheet({ kind: 'edit', row: r }) },
              { key: 'delete', text: '删除', color: 'danger', onClick: () => void remove(r) },
            ]}
          />
        )}
      />
      {sheet?.kind === 'add' || sheet?.kind === 'edit' ? (
        <MerchantSheet
          row={sheet.kind === 'edit' ? sheet.row : null}
          apartmentId={list.filters.apartmentId}
          onClose={() => setSheet(null)}
          onDone={done}
        />
      ) : null}
      {sheet?.kind === 'reviews' ? (
        <ReviewsSheet row={sheet.row} onClose={() => setSheet(null)} onChange={reload} />
      ) : null}
      <ChoiceSheet
        visible={sheet?.kind === 'status'}
        title={sheet?.kind === 'status' ? `${sheet.row.shopName} 的状态` : '状态'}
        choices={([0, 1, 2] as const).map((s) => ({
          key: String(s),
          text: MERCHANT_STATUS_LABEL[s],
          disabled: sheet?.kind === 'status' && sheet.row.status === s,
        }))}
        onClose={() => setSheet(null)}
        onChoose={(k) => sheet?.kind === 'status' && void setStatus(sheet.row, Number(k) as 0 | 1 | 2)}
      />
    </PageFrame>
  );
}
