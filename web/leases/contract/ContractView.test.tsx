import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { contractDocument } from '../../../sync/rules/leases/contract-text';
import { sampleContractData } from '../../../test/fixtures/contract';
import { ContractView } from './ContractView';

const doc = contractDocument(sampleContractData({ contractNumber: 'HT1' }));

describe('ContractView', () => {
  it('renders the title, the parties, all twelve articles, the supplement and the signing block', () => {
    const html = renderToStaticMarkup(<ContractView doc={doc} />);
    expect(html).toContain('<article class="contract-view" aria-label="房屋租赁合同">');
    expect(html).toContain('<h1 class="contract-title">房屋租赁合同</h1>');
    expect(html).toContain('合同编号：HT1');
    expect(html.match(/<h2 class="contract-article-title">/g)).toHaveLength(13);
    expect(html).toContain('第十二条　争议解决及其他');
    expect(html).toContain('补充条款');
    expect(html).toContain('¥2,200.00（贰仟贰佰元整）');
    expect(html).toContain('承租人：张三');
    expect(html).toContain('签订日期：2026年11月22日');
    // no signature yet: an empty box, no image
    expect(html).not.toContain('<img');
  });

  it('keeps each heading with its first paragraph and numbers multi-paragraph articles', () => {
    const html = renderToStaticMarkup(<ContractView doc={doc} />);
    expect(html).toMatch(
      /<div class="contract-keep"><h2 class="contract-article-title">第一条　房屋基本情况<\/h2><p class="contract-para contract-para-numbered"><span class="contract-para-no">1\.<\/span>/,
    );
    // article 11 has one paragraph: not numbered
    expect(html).toMatch(/第十一条　免责条款<\/h2><p class="contract-para">因地震/);
  });

  it('shows the lessee signature image when given', () => {
    const html = renderToStaticMarkup(<ContractView doc={doc} signatureUrl="blob:sig" />);
    expect(html).toContain('<img class="contract-signature-img" src="blob:sig" alt="承租人签名"/>');
  });
});
