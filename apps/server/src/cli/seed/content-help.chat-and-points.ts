import type { TArticleSeed } from './content-seed.js';

/** Help articles on chatting, free messages, points and account security, in both languages. */
export const CHAT_AND_POINTS_HELP: TArticleSeed[] = [
  {
    type: 'instructions',
    name: 'how-to-chat',
    versions: {
      'zh-cn': {
        title: '如何与店铺的 AI 助手对话',
        summary: '找到店铺、开始对话、使用推荐问题，以及回答不满意时怎么办。',
        markdown: `## 开始对话

在首页找到想咨询的店铺，点击卡片上的 **对话** 按钮，就会打开这家店的 AI 助手。也可以直接打开店铺分享给你的链接，例如 \`/chatai/店铺编号\`。

## 提问

### 直接输入问题
在输入框里写下问题，按回车或点击发送。营业时间、地址、价格、配送这类问题，助手会根据店铺提供的资料回答。

### 使用推荐问题
对话开始时会显示几条推荐问题，点一下就能发送；每次回答后也会推荐相关的问题。

## 回答不满意怎么办

- 点击 **停止** 可以随时中断正在生成的回答，中断的回答不会扣除次数或积分。网络较慢时，如果停止送达前回答已经完成，页面会显示完整回答并照常计数。
- 可以 **重新生成** 最后一条回答，或者换个说法再问一次。
- 用 👍 / 👎 告诉我们回答好不好，帮助店铺改进资料。

### 重要信息请向门店确认
AI 助手的回答来自店铺资料，可能不完整或已经过时。价格、库存、预约等重要信息，请以门店的答复为准。
`,
      },
      en: {
        title: 'How to chat with a store’s AI assistant',
        summary:
          'Find a store, start a chat, use suggested questions, and what to do when an answer is not right.',
        markdown: `## Starting a chat

Find the store on the home page and press **Chat** on its card to open the store’s AI assistant. A link the store shared with you, such as \`/chatai/<store id>\`, opens it directly.

## Asking questions

### Type your question
Write your question and press Enter or the send button. For opening hours, the address, prices or delivery, the assistant answers from the information the store has given.

### Use the suggested questions
Suggested questions appear when a chat starts; tap one to send it. Related questions are suggested after each answer too.

## When an answer is not right

- Press **Stop** to end an answer while it is being written; a stopped answer costs no free message and no points. On a slow connection an answer may finish before the Stop arrives: you then see it whole, and it counts as usual.
- **Regenerate** the last answer, or ask again in other words.
- Use 👍 / 👎 to tell us whether an answer helped; it helps the store improve its information.

### Check important details with the store
Answers come from the store’s information, which may be incomplete or out of date. For prices, stock and bookings, the store’s own word counts.
`,
      },
    },
  },
  {
    type: 'instructions',
    name: 'free-messages-and-login',
    versions: {
      'zh-cn': {
        title: '免费次数与登录',
        summary: '游客每天可以免费发送的消息条数，用完之后怎么办，以及登录后有什么不同。',
        markdown: `## 游客的免费次数

不登录也可以和店铺对话。每家店每天给游客一定的免费消息条数（默认 5 条，具体以店铺设置为准），对话页会显示今天还剩几条。

### 为什么同一网络下次数会变少
为了防止滥用，同一网络（IP）每天的免费消息总数也有上限，所以清除浏览器数据并不会重置次数。

## 次数用完之后

- **登录或注册**：会员对话不受游客次数限制。
- **明天再来**：免费次数每天（北京时间零点）重置。

## 需要登录的店铺

有些店铺要求登录后才能对话，打开对话时会提示你先登录。

## 登录后之前的对话去哪了

在同一浏览器里，登录前作为游客的对话会自动归入你的账户，在会员中心的对话列表里可以找到。
`,
      },
      en: {
        title: 'Free messages and logging in',
        summary:
          'How many messages visitors can send for free each day, what happens when they run out, and what logging in changes.',
        markdown: `## Free messages for visitors

You can chat with a store without an account. Each store gives visitors a number of free messages per day (5 unless the store sets another number); the chat page shows how many you have left today.

### Why the count can drop on a shared network
To prevent abuse, each network (IP address) also has a daily total of free messages, so clearing your browser data does not reset the count.

## When your free messages run out

- **Log in or register**: members are not limited by the visitor allowance.
- **Come back tomorrow**: free messages reset every day at midnight China time.

## Stores that require login

Some stores only chat with members; you are asked to log in when you open their chat.

## Where your earlier chats go when you log in

In the same browser, the chats you had as a visitor move into your account when you log in; find them in the member centre’s conversation list.
`,
      },
    },
  },
  {
    type: 'instructions',
    name: 'points-and-balance',
    versions: {
      'zh-cn': {
        title: '积分与余额',
        summary: '积分和余额从哪里来、怎么用，以及在哪里查看明细。',
        markdown: `## 积分

### 如何获得
注册成为会员即可获得注册奖励积分（默认 100 分），运营活动也可能发放积分。

### 如何使用
部分店铺的 AI 助手按条收取积分，发送前会显示每条消息需要的积分。积分不足时无法发送，会提示 **积分不足**。

### 什么时候扣分
只有回答成功完成时才扣分；回答失败或被你停止，都不会扣分（停止送达前已经完成的回答除外，页面会显示完整回答）。

## 余额

余额以元为单位，精确到分，只能由系统或运营人员调整，每次变动都有记录。

## 查看明细

在 **会员中心 → 概览** 可以看到最近 7 天的积分和余额变化图；**余额日志** 和 **积分日志** 列出每一笔变动、变动前后的数值和备注。
`,
      },
      en: {
        title: 'Points and balance',
        summary: 'Where points and balance come from, how they are used, and where to see every change.',
        markdown: `## Points

### Getting points
New members receive registration bonus points (100 unless the site sets another number); promotions may give points too.

### Using points
Some stores charge points per message; the chat shows the price before you send. Without enough points a message is refused with **Insufficient points**.

### When points are taken
Only when an answer completes. A failed answer, or one you stop, costs nothing (unless it had finished before the Stop arrived; the page then shows it whole).

## Balance

The balance is in yuan, to the cent. Only the system or an operator changes it, and every change is logged.

## Seeing every change

**Member centre → Overview** charts the last 7 days of point and balance changes; the **Balance log** and **Points log** list each change with the values before and after and a note.
`,
      },
    },
  },
  {
    type: 'instructions',
    name: 'account-security',
    versions: {
      'zh-cn': {
        title: '账户安全',
        summary: '密码要求、登录保护、找回密码，以及在公共设备上的注意事项。',
        markdown: `## 密码要求

密码长度 6–32 位，不能包含 \`& < > " '\` 这几个字符。建议使用不与其他网站重复的密码。

## 登录保护

- 连续输错密码 10 次（15 分钟内），账户会暂时锁定，稍后再试或通过找回密码解锁。
- 登录时可能需要完成点选验证码。

## 找回密码

在登录页点击 **忘记密码**，用绑定的邮箱或手机接收验证码后设置新密码。验证码 10 分钟内有效，且只能使用一次。

## 修改密码

在 **会员中心 → 修改密码** 输入旧密码和新密码。修改成功后，所有设备都需要重新登录。

## 在公共设备上

- 不要勾选 **记住我**（勾选后 30 天内免登录）。
- 用完后点击 **退出登录**。
- 任何人向你索要验证码都不要给，我们的工作人员不会这样做。
`,
      },
      en: {
        title: 'Keeping your account safe',
        summary: 'Password rules, login protection, resetting a password, and shared computers.',
        markdown: `## Password rules

Passwords are 6 to 32 characters and may not contain \`& < > " '\`. Use a password you do not use anywhere else.

## Login protection

- After 10 wrong passwords within 15 minutes the account is locked for a while; try again later or reset your password to unlock it.
- You may be asked to solve a click captcha when logging in.

## Resetting your password

On the login page press **Forgot password**, receive a code at your bound email or mobile and choose a new password. Codes are valid for 10 minutes and work once.

## Changing your password

Go to **Member centre → Change password** and enter the old and the new password. Afterwards every device has to log in again.

## On a shared computer

- Leave **Remember me** unticked (it keeps you logged in for 30 days).
- **Log out** when you are done.
- Never give a verification code to anyone who asks for it; our staff never will.
`,
      },
    },
  },
];
