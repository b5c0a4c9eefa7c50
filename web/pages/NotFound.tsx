import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <div className="page-card">
        <ErrorBlock status="default" title="页面不存在" description="您访问的页面不存在或已被移除">
          <Button color="primary" onClick={() => navigate('/index')}>
            返回首页
          </Button>
        </ErrorBlock>
      </div>
    </div>
  );
}
