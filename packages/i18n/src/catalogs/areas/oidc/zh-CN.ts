import type en from './en-US';

export default {
  'oidc.continueWith': '使用 {provider} 继续',
  'oidc.divider': '或',
  'oidc.groupLabel': '使用其他账户登录',
  'oidc.moreOptions': '其他登录方式',
  'oidc.chooser.title': '使用其他账户登录',
  'oidc.chooser.intro': '使用您在以下服务中已有的账户。我们只会获取您的姓名和电子邮箱地址。',
  'oidc.chooser.empty': '目前没有其他可用的登录方式。',
  'oidc.usePassword': '使用邮箱和密码登录',
  'oidc.error.title': '无法为您登录',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': '此登录方式不可用。',
  'oidc.error.OIDC_STATE_INVALID': '本次登录耗时过长或已被使用，请重新开始。',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': '登录已取消。您可以重试，或使用密码登录。',
  'oidc.error.OIDC_PROVIDER_ERROR': '登录服务未按预期响应，请稍后重试。',
  'oidc.error.OIDC_TOKEN_INVALID': '无法通过登录服务确认您的身份，请重试。',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED': '您的邮箱地址尚未在此服务中验证。请先在该服务中验证，或使用密码登录。',
  'oidc.error.OIDC_EMAIL_MISSING':
    '登录服务未共享您的邮箱地址，而我们需要它来处理您的订单。请允许共享邮箱，或使用密码创建账户。',
  'oidc.error.TOO_MANY_REQUESTS': '登录尝试次数过多，请稍候再试。',
  'oidc.error.generic': '登录时出现问题，请重试。',
  'oidc.error.retry': '使用 {provider} 重试',
  'oidc.error.reference': '错误代码：{code}',
} satisfies Record<keyof typeof en, string>;
