import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, Form, Input, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { checkNewPassword, PASSWORD_MAX, PASSWORD_MSG } from '../../sync/rules/auth/password-rule';
import { ApiError, call } from '../lib/api';
import { auth } from '../../sync/contract/auth/auth';
import { PageFrame } from '../components/PageFrame';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * /personalCenter/password — 修改密码: the old password, the new one twice (8–32 characters with letters and digits,
 * the rule the server checks too). On success the other devices of the account are logged out; this one stays.
 */
export default function ChangePassword({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(false);

  async function submit(values: Values) {
    setLoading(true);
    try {
      await call(auth.password, { json: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
      form.resetFields();
      await Dialog.alert({
        title: '密码已修改',
        content: '其他设备上的登录已退出，请使用新密码登录。本机保持登录。',
        confirmText: '好的',
      });
      navigate('/personalCenter');
    } catch (err) {
      const msg = (err as Error).message;
      if (err instanceof ApiError && msg === PASSWORD_MSG.oldWrong)
        form.setFields([{ name: 'oldPassword', errors: [msg] }]);
      else Toast.show({ icon: 'fail', content: msg });
    } finally {
      setLoading(false);
    }
  }

  const password = (placeholder: string, autoComplete: string) => (
    <Input type="password" placeholder={placeholder} autoComplete={autoComplete} maxLength={PASSWORD_MAX} clearable />
  );

  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate('/personalCenter')}>
          返回我的
        </Button>
      }
    >
      <div className="form-shell" style={{ maxWidth: 520 }}>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" size="large" loading={loading} loadingText="提交中">
              确认修改
            </Button>
          }
        >
          <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: PASSWORD_MSG.oldRequired }]}>
            {password('请输入原密码', 'current-password')}
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="新密码"
            required
            description="8–32位，需包含字母和数字"
            validateTrigger="onBlur"
            rules={[
              {
                validator: async (_, v: string | undefined) => {
                  const m = checkNewPassword(v ?? '');
                  if (m) throw new Error(m);
                },
              },
            ]}
          >
            {password('请输入新密码', 'new-password')}
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="确认新密码"
            dependencies={['newPassword']}
            validateTrigger="onBlur"
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: async (_, v: string | undefined) => {
                  if (v && v !== getFieldValue('newPassword')) throw new Error(PASSWORD_MSG.mismatch);
                },
              }),
            ]}
          >
            {password('请再次输入新密码', 'new-password')}
          </Form.Item>
        </Form>
        <p className="profile-sub" style={{ margin: '8px 12px' }}>
          修改成功后，此账号在其他设备上的登录将全部退出。
        </p>
      </div>
    </PageFrame>
  );
}
