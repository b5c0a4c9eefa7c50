import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Radio, Space } from 'antd-mobile';
import { call } from '../lib/api';
import { settings } from '../../sync/contract/settings/settings';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { runSave } from './shared';

const KEY = ['settings', 'contract-settings'];
const RADIO = { '--font-size': '15px', '--icon-size': '18px' } as React.CSSProperties;

/** General_4 合同模板配置: the signing form's default contract type (纸质 unless the organisation chooses 电子). */
export function ContractDefaults() {
  const client = useQueryClient();
  const q = useQuery({ queryKey: KEY, queryFn: () => call(settings.contractSettings) });
  const save = async (defaultContractType: 0 | 1) => {
    const out = await runSave(
      () => call(settings.saveContractSettings, { json: { defaultContractType } }),
      SETTINGS_MSG.saved,
    );
    if (out) client.setQueryData(KEY, out);
  };
  return (
    <div className="settings-row contract-defaults" style={{ marginBottom: 8 }}>
      <span className="settings-section-title" style={{ margin: 0 }}>
        默认合同类型
      </span>
      <Radio.Group value={q.data?.defaultContractType} onChange={(v) => void save(v as 0 | 1)}>
        <Space>
          <Radio value={0} disabled={!q.data} style={RADIO}>
            纸质合同
          </Radio>
          <Radio value={1} disabled={!q.data} style={RADIO}>
            电子合同
          </Radio>
        </Space>
      </Radio.Group>
      <span className="settings-hint">租客登记时默认选中的合同类型</span>
    </div>
  );
}
