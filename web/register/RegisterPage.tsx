import { useState } from 'react';
import { Button, Dialog, Form, Input, Toast } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { call, ApiError } from '../lib/api';
import { register, type Division } from '../../sync/contract/register/register';
import { checkPhone, MSG } from '../../sync/rules/common/validators';
import { CODE } from '../../sync/contract/envelope';
import { DivisionSelect, useDivisions } from './RegionPicker';
import '../auth/login.css';
import './register.css';

/** Public partner registration (spec part 1 §2.2). */
export default function RegisterPage() {
  const [form] = Form.useForm<{ regName: string; regPhone: string }>();
  const [province, setProvince] = useState<Division | null>(null);
  const [city, setCity] = useState<Division | null>(null);
  const [district, setDistrict] = useState<Division | null>(null);
  const [regionError, setRegionError] = useState('');
  const [loading, setLoading] = useState(false);
  const provinces = useDivisions('');
  const cities = useDivisions(province?.code ?? null);
  const districts = useDivisions(city?.code ?? null);

  async function submit(values: { regName: string; regPhone: string }) {
    if (!province || !city || !district) {
      setRegionError(MSG.regionRequired);
      return;
    }
    setLoading(true);
    try {
      await call(register.register, {
        json: {
          regName: values.regName.trim(),
          regPhone: values.regPhone.trim(),
          locProvince: province.code,
          locCity: city.code,
          locDistrict: district.code,
        },
      });
      await Dialog.alert({ content: '注册成功，我们会尽快与您联系', confirmText: '好的' });
      form.resetFields();
      setProvince(null);
      setCity(null);
      setDistrict(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === CODE.alreadyRegistered)
        await Dialog.alert({ content: err.message, confirmText: '知道了' });
      else Toast.show({ icon: 'fail', content: (err as Error).message });
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <img src="/icons/favicon.svg" alt="" width={48} height={48} />
          <div>
            <h1>合作伙伴注册</h1>
            <p>基本信息</p>
          </div>
        </div>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          footer={
            <>
              <Button block type="submit" color="primary" size="large" loading={loading}>
                注册
              </Button>
              <div className="login-links">
                <Link to="/login">已有账号，去登录</Link>
              </div>
            </>
          }
        >
          <Form.Item
            name="regName"
            label="姓名"
            rules={[
              { required: true, whitespace: true, message: MSG.nameRequired },
              { max: 30, message: '姓名不能超过30个字' },
            ]}
          >
            <Input placeholder="请输入姓名" maxLength={30} clearable />
          </Form.Item>
          <Form.Item
            name="regPhone"
            label="手机号"
            validateTrigger="onBlur"
            rules={[
              {
                validator: async (_, v: string) => {
                  const m = checkPhone(v);
                  if (m) throw new Error(m);
                },
              },
            ]}
          >
            <Input placeholder="请输入手机号" inputMode="tel" maxLength={11} clearable />
          </Form.Item>
          <Form.Item
            label="所在地区"
            required
            help={regionError || undefined}
            className={regionError ? 'has-error' : ''}
          >
            <div className="division-row">
              <DivisionSelect
                label="省份"
                placeholder="省份"
                options={provinces}
                value={province}
                onChange={(d) => {
                  setProvince(d);
                  setCity(null);
                  setDistrict(null);
                  setRegionError('');
                }}
              />
              <DivisionSelect
                label="城市"
                placeholder="城市"
                options={cities}
                value={city}
                disabled={!province}
                onChange={(d) => {
                  setCity(d);
                  setDistrict(null);
                  setRegionError('');
                }}
              />
              <DivisionSelect
                label="区县"
                placeholder="区县"
                options={districts}
                value={district}
                disabled={!city}
                onChange={(d) => {
                  setDistrict(d);
                  setRegionError('');
                }}
              />
            </div>
          </Form.Item>
        </Form>
      </main>
    </div>
  );
}
