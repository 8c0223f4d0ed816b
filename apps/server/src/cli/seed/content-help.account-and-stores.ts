import type { TArticleSeed } from './content-seed.js';

/** Help articles on bindings, uploads, finding stores and conversations, in both languages. */
export const ACCOUNT_AND_STORES_HELP: TArticleSeed[] = [
  {
    type: 'instructions',
    name: 'bind-email-mobile',
    versions: {
      'zh-cn': {
        title: '绑定与更换邮箱、手机号',
        summary: '第一次绑定、更换已绑定的地址，以及收不到验证码时怎么办。',
        markdown: `## 第一次绑定

在 **会员中心 → 编辑资料** 找到邮箱或手机号，点击 **绑定**，输入登录密码和发送到新地址的验证码即可。

## 更换已绑定的邮箱或手机号

### 第一步：验证当前地址
系统会向你现在绑定的邮箱或手机发送验证码，输入后完成身份验证。

### 第二步：绑定新地址
输入新邮箱或手机号，以及发送到新地址的验证码。

## 收不到验证码

- 验证码 10 分钟内有效，60 秒后可以重新发送。
- 检查邮箱的垃圾邮件箱，或确认手机号填写正确。
- 一个邮箱或手机号只能绑定一个账户；已被其他账户使用时会提示已注册。
`,
      },
      en: {
        title: 'Binding and changing your email or mobile',
        summary:
          'Binding an address for the first time, changing a bound one, and what to do when no code arrives.',
        markdown: `## Binding for the first time

In **Member centre → Edit profile**, find email or mobile and press **Bind**; enter your password and the code sent to the new address.

## Changing a bound email or mobile

### Step 1: verify the current address
We send a code to the email or mobile bound now; entering it proves it is still yours.

### Step 2: bind the new address
Enter the new email or mobile number and the code sent to it.

## No code arrived?

- Codes are valid for 10 minutes; you can ask for a new one after 60 seconds.
- Check your spam folder, or that the number is right.
- An email or mobile number belongs to one account only; if another account uses it, you are told it is already registered.
`,
      },
    },
  },
  {
    type: 'instructions',
    name: 'uploads',
    versions: {
      'zh-cn': {
        title: '上传头像和文件',
        summary: '支持哪些文件、大小限制，以及上传失败的常见原因。',
        markdown: `## 上传头像

在 **会员中心 → 编辑资料** 点击头像即可上传新图片，保存资料后生效。

## 支持的文件

### 类型
常见图片（jpg、png、gif、webp 等）以及站点允许的文档格式。我们会检查文件的真实内容，改扩展名的文件会被拒绝。

### 大小
单个文件默认不超过 10 MB，具体以站点设置为准。

## 上传失败的常见原因

- **文件类型不允许**：文件内容与允许的类型不符。
- **文件过大**：压缩图片后再试。
- **文件数据不完整**：网络中断导致，重新上传即可。
`,
      },
      en: {
        title: 'Uploading an avatar and files',
        summary: 'Which files are accepted, size limits, and common reasons an upload fails.',
        markdown: `## Uploading an avatar

In **Member centre → Edit profile**, press your avatar to upload a new picture; it is used once you save your profile.

## Accepted files

### Types
Common images (jpg, png, gif, webp…) and the document types the site allows. We check what a file really contains, so a renamed file is refused.

### Size
Up to 10 MB per file unless the site sets another limit.

## Why an upload fails

- **Type not allowed**: the file’s content is not one of the allowed types.
- **Too large**: compress the image and try again.
- **Incomplete data**: the connection dropped; upload it again.
`,
      },
    },
  },
  {
    type: 'instructions',
    name: 'find-stores',
    versions: {
      'zh-cn': {
        title: '查找附近的店铺',
        summary: '按地区和关键词搜索店铺，或者用“附近”找到离你最近的店。',
        markdown: `## 按地区和关键词搜索

在首页选择省、市、区，再输入店名、地址或商品关键词，就能筛选出对应的店铺。

## 附近的店

点击 **附近**，浏览器会询问是否允许获取位置：

- **允许**：按距离从近到远列出附近的店铺，并显示距离。
- **拒绝**：仍然可以按地区搜索；之后可以在浏览器设置里重新允许。

### 位置信息怎么用
你的位置只用来查找附近的店铺，不会保存到你的账户。

## 店铺状态

暂停营业的店铺会标注 **已打烊**，在搜索结果中排在营业中的店铺后面。
`,
      },
      en: {
        title: 'Finding stores near you',
        summary: 'Search stores by area and keyword, or use “Near me” to find the closest ones.',
        markdown: `## Search by area and keyword

On the home page pick a province, city and district, and type a store name, address or product to narrow the list.

## Near me

Press **Near me** and your browser asks whether to share your location:

- **Allow**: nearby stores are listed nearest first, with their distance.
- **Block**: you can still search by area, and allow it later in the browser settings.

### How your location is used
Your location is only used to find nearby stores; it is not saved to your account.

## Store status

Stores that are closed for now are marked **Closed** and come after open ones in search results.
`,
      },
    },
  },
  {
    type: 'instructions',
    name: 'conversations',
    versions: {
      'zh-cn': {
        title: '管理对话记录',
        summary: '查看、搜索、重命名和删除你和店铺的对话。',
        markdown: `## 对话列表

会员在 **会员中心 → AI 对话** 可以看到和所有店铺的对话，最近的在最上面。

### 搜索
按对话标题搜索，也可以只看某一家店的对话。

### 重命名和删除
每个对话都可以重命名；删除后无法恢复。

## 经典对话模式

**经典对话** 以一条连续的消息记录展示和某家店的对话，向上滚动会加载更早的消息。

## 游客的对话

游客的对话保存在当前浏览器中；登录后会自动归入账户。
`,
      },
      en: {
        title: 'Managing your conversations',
        summary: 'View, search, rename and delete your conversations with stores.',
        markdown: `## The conversation list

Members find their conversations with every store in **Member centre → AI chat**, most recent first.

### Search
Search by title, or show one store’s conversations only.

### Rename and delete
Any conversation can be renamed; a deleted one cannot be recovered.

## Classic chat

**Classic chat** shows your chat with a store as one continuous thread; scroll up to load older messages.

## Visitors’ conversations

A visitor’s conversations live in the current browser and move into the account on login.
`,
      },
    },
  },
];
