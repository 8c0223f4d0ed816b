import type { TArticleSeed } from './content-seed.js';

/** Getting-started guides (`/guideintro/:id`); the first is what the footer's "Getting started" opens. */
export const GUIDE_ARTICLES: TArticleSeed[] = [
  {
    type: 'guide',
    name: 'getting-started',
    versions: {
      'zh-cn': {
        title: '三分钟上手',
        summary: '找到一家店、和它的 AI 助手聊几句，再注册成会员。',
        markdown: `## 第一步：找到店铺

打开首页，按地区筛选或输入关键词；也可以点击 **附近**，按距离查看身边的店。

## 第二步：开始对话

点击店铺卡片上的 **对话**。先试试推荐问题，比如营业时间或者价格。

### 小贴士
- 问题越具体，回答越准确。
- 回答不满意可以重新生成，或者换个说法。

## 第三步：注册会员

游客每天在每家店有免费消息条数。注册会员后：

- 不受游客次数限制；
- 对话记录保存在账户里，换设备也能看到；
- 可以获得注册奖励积分。

## 接下来

- 阅读 **帮助中心** 了解积分、账户安全等内容。
- 看看 **对话示例**，了解 AI 助手能回答什么。
`,
      },
      en: {
        title: 'Get started in three minutes',
        summary: 'Find a store, chat with its AI assistant, then become a member.',
        markdown: `## Step 1: find a store

On the home page, filter by area or type a keyword, or press **Near me** to see the stores around you by distance.

## Step 2: start a chat

Press **Chat** on a store card. Try a suggested question first, such as opening hours or prices.

### Tips
- The more specific the question, the better the answer.
- Not happy with an answer? Regenerate it or ask in other words.

## Step 3: become a member

Visitors get a number of free messages per store per day. Members:

- are not limited by the visitor allowance;
- keep their conversations in their account, on any device;
- receive registration bonus points.

## What next

- Read the **Help centre** about points, account security and more.
- Browse the **Examples** to see what an assistant can answer.
`,
      },
    },
  },
  {
    type: 'guide',
    name: 'member-centre',
    versions: {
      'zh-cn': {
        title: '会员中心导览',
        summary: '概览、余额与积分日志、个人资料、修改密码和对话记录都在哪里。',
        markdown: `## 概览

登录后进入 **会员中心**，首先看到概览：问候语、头像、积分、余额、上次登录时间，以及最近 7 天的积分和余额变化图。

## 余额与积分

### 日志
**余额日志** 和 **积分日志** 按时间倒序列出每一笔变动。

### 用途
积分可以用在按条收费的店铺对话中。

## 个人资料

### 查看与编辑
**个人资料** 页展示你的资料，点击 **编辑** 可以修改头像、用户名、昵称、性别、生日和签名。

### 邮箱和手机
在编辑页绑定或更换邮箱、手机号，需要验证码。

## 安全

在 **修改密码** 页更换密码；修改后需要重新登录。

## 对话

**AI 对话** 里有你和所有店铺的对话列表，可以搜索、重命名和删除。
`,
      },
      en: {
        title: 'A tour of the member centre',
        summary: 'Where to find the overview, balance and points logs, profile, password and conversations.',
        markdown: `## Overview

After logging in, the **Member centre** opens on the overview: a greeting, your avatar, points, balance, last login time and a 7-day chart of point and balance changes.

## Balance and points

### Logs
The **Balance log** and **Points log** list every change, newest first.

### What points are for
Points pay for messages to stores that charge per message.

## Profile

### View and edit
The **Profile** page shows your details; press **Edit** to change your avatar, username, nickname, gender, birthday and motto.

### Email and mobile
Bind or change your email and mobile on the edit page, with a verification code.

## Security

Change your password on the **Change password** page; you log in again afterwards.

## Conversations

**AI chat** lists your conversations with every store; search, rename or delete them there.
`,
      },
    },
  },
  {
    type: 'guide',
    name: 'add-chat-to-your-site',
    versions: {
      'zh-cn': {
        title: '把 AI 助手放到你的网站上',
        summary: '店铺只需在自己的网页里粘贴一行代码，就能显示聊天气泡。',
        markdown: `## 一行代码

把下面这行代码粘贴到你网站页面的 \`body\` 末尾，把 \`店铺编号\` 换成你的店铺编号，把域名换成本站的地址：

\`\`\`html
<script src="https://本站域名/widget.js" data-store="店铺编号" async></script>
\`\`\`

## 效果

### 聊天气泡
页面右下角会出现一个聊天按钮，点击后弹出你的店铺的 AI 助手，再点一次或按 Esc 收起。

### 紧凑模式
弹出的对话使用紧凑模式，不显示本站的导航，适合嵌在小窗口里。

## 可选设置

- \`data-lang="en"\`：对话界面使用英文。
- \`data-label="在线咨询"\`：按钮的无障碍名称。

## 常见问题

### 网站有内容安全策略（CSP）怎么办
需要在 \`script-src\` 和 \`frame-src\` 中允许本站的地址。

### 想先看看效果
打开本站的 **演示** 页面，可以看到嵌入后的样子，并复制代码。
`,
      },
      en: {
        title: 'Add the AI assistant to your website',
        summary: 'A store pastes one line into its own pages to show a chat bubble.',
        markdown: `## One line of code

Paste this line at the end of your page’s \`body\`, with your store id instead of \`STORE_ID\` and this site’s address as the host:

\`\`\`html
<script src="https://this-site.example/widget.js" data-store="STORE_ID" async></script>
\`\`\`

## What it does

### The chat bubble
A chat button appears at the bottom right of your page; pressing it opens your store’s AI assistant, and pressing it again (or Esc) closes it.

### Compact mode
The chat opens in compact mode without this site’s navigation, made for a small window.

## Options

- \`data-lang="en"\`: show the chat in English.
- \`data-label="Ask us"\`: the button’s accessible name.

## Questions

### My site has a Content Security Policy
Allow this site’s address in \`script-src\` and \`frame-src\`.

### I want to see it first
Open this site’s **Demo** page to see the widget embedded and copy the snippet.
`,
      },
    },
  },
];
