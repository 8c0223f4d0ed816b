import type { TArticleSeed } from './content-seed.js';

/** Site documents opened by name from the footer: `/md?doc=terms`, `privacy`, `about`. */
export const DOC_ARTICLES: TArticleSeed[] = [
  {
    type: 'doc',
    name: 'terms',
    versions: {
      'zh-cn': {
        title: '服务条款',
        summary: '使用本站和店铺 AI 助手时的规则。',
        markdown: `## 1. 服务内容

本站帮助你找到店铺，并与每家店铺的 AI 助手对话。店铺信息和 AI 助手的资料由店铺提供和维护。

## 2. 账户

### 2.1 注册
注册时请提供真实有效的信息，并妥善保管密码和验证码。

### 2.2 账户安全
因你泄露密码或验证码造成的损失，由你自行承担；发现异常请立即修改密码并联系我们。

## 3. 使用规则

- 不得利用本服务发布违法、侵权或骚扰性内容；
- 不得以自动化方式大量调用对话或绕过免费次数限制；
- 不得试图破坏本站的安全措施。

## 4. AI 回答

AI 助手的回答根据店铺资料自动生成，可能不准确或不完整，仅供参考。价格、库存、预约等请以店铺确认为准。

## 5. 积分与余额

积分和余额仅限在本站使用，不能兑换现金。按条收费的对话只在回答成功完成时扣除积分。

## 6. 条款变更

条款更新后会在本页公布，继续使用即表示你接受更新后的条款。
`,
      },
      en: {
        title: 'Terms of service',
        summary: 'The rules for using this site and the stores’ AI assistants.',
        markdown: `## 1. The service

This site helps you find stores and chat with each store’s AI assistant. Stores provide and maintain their own information and their assistants’ knowledge.

## 2. Accounts

### 2.1 Registration
Give true and valid details when you register, and keep your password and codes to yourself.

### 2.2 Account security
You are responsible for losses caused by a password or code you shared. If something looks wrong, change your password at once and contact us.

## 3. Rules of use

- Do not use the service for illegal, infringing or harassing content;
- Do not send chats in bulk by automated means or work around the free message limits;
- Do not try to defeat the site’s security measures.

## 4. AI answers

Assistants’ answers are generated from the stores’ information and may be wrong or incomplete; they are for reference. For prices, stock and bookings, the store’s confirmation counts.

## 5. Points and balance

Points and balance can only be used on this site and cannot be exchanged for cash. Stores that charge per message only take points when an answer completes.

## 6. Changes

Changes to these terms are published on this page; using the site afterwards means you accept them.
`,
      },
    },
  },
  {
    type: 'doc',
    name: 'privacy',
    versions: {
      'zh-cn': {
        title: '隐私政策',
        summary: '我们收集哪些信息、如何使用和保护，以及你的权利。',
        markdown: `## 我们收集的信息

### 账户信息
用户名、昵称、头像、绑定的邮箱和手机号；密码只以不可逆的哈希形式保存。

### 对话内容
你和店铺 AI 助手的对话，用于向你展示记录，以及生成回答。

### 使用记录
登录时间和 IP、免费次数的使用情况，用于安全防护和防止滥用。

### 位置
使用“附近”时，你的位置只用于查找附近店铺，不会保存到你的账户。

## 我们如何使用信息

- 提供对话、会员中心等服务；
- 保护账户安全，例如识别异常登录；
- 发送你主动请求的验证码。

## 第三方 AI 服务

如果店铺使用第三方大模型服务，生成回答时，你的问题和相关店铺资料会发送给该服务。

## 信息保护

登录凭证和验证码只以哈希形式存储，传输时只放在请求头中，不会写入日志。

## 你的权利

你可以查看和修改个人资料、删除对话记录；如需注销账户，请联系我们。
`,
      },
      en: {
        title: 'Privacy policy',
        summary: 'What we collect, how we use and protect it, and your rights.',
        markdown: `## What we collect

### Account details
Username, nickname, avatar and the email and mobile you bind; your password is kept only as a one-way hash.

### Conversations
Your chats with stores’ assistants, to show you your history and to generate answers.

### Usage
Login times and IP addresses and how many free messages were used, for security and to prevent abuse.

### Location
When you use “Near me”, your location is only used to find nearby stores and is not saved to your account.

## How we use it

- To provide the chat, the member centre and the rest of the service;
- To keep accounts safe, for example by spotting unusual logins;
- To send the verification codes you ask for.

## Third-party AI services

When a store uses a third-party language model, your question and the relevant store information are sent to that service to generate the answer.

## How we protect it

Login tokens and verification codes are stored only as hashes, travel only in request headers and never in logs.

## Your rights

You can view and edit your profile and delete your conversations; to close your account, contact us.
`,
      },
    },
  },
  {
    type: 'doc',
    name: 'about',
    versions: {
      'zh-cn': {
        title: '关于我们',
        summary: '让每一家店都有一位懂行、随时在线的 AI 助手。',
        markdown: `## 我们在做什么

店铺 AI 助手把身边的好店和它们的 AI 助手放在一起：你可以按地区或距离找到店铺，随时问营业时间、价格、配送等问题。

## 给顾客

- 不用打电话、不用等回复，随时问；
- 游客也能免费对话，注册后更方便。

## 给店铺

### 自己的 AI 助手
每家店都有自己的助手、欢迎语、推荐问题和知识库。

### 放到自己的网站
一行代码就能把聊天气泡嵌入店铺自己的网站。

## 联系我们

客服热线 400-000-0000，邮箱 support@example.com。
`,
      },
      en: {
        title: 'About us',
        summary: 'Every store deserves an assistant that knows the shop and never sleeps.',
        markdown: `## What we do

Storefront AI brings great local stores and their AI assistants together: find stores by area or distance and ask about opening hours, prices or delivery at any time.

## For customers

- No calls and no waiting for a reply: ask any time;
- Visitors chat for free; members get more.

## For stores

### An assistant of your own
Every store has its own assistant, welcome message, suggested questions and knowledge base.

### On your own website
One line of code puts the chat bubble on the store’s own site.

## Contact

Hotline 400-000-0000, email support@example.com.
`,
      },
    },
  },
];
