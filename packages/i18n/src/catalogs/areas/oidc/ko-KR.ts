import type en from './en-US';

export default {
  'oidc.continueWith': '{provider}(으)로 계속하기',
  'oidc.divider': '또는',
  'oidc.groupLabel': '다른 계정으로 로그인',
  'oidc.moreOptions': '다른 로그인 방법',
  'oidc.chooser.title': '다른 계정으로 로그인',
  'oidc.chooser.intro': '이 서비스 중 하나에 이미 있는 계정을 사용하세요. 저희는 이름과 이메일 주소만 받습니다.',
  'oidc.chooser.empty': '현재 사용할 수 있는 다른 로그인 방법이 없습니다.',
  'oidc.usePassword': '이메일과 비밀번호로 로그인',
  'oidc.error.title': '로그인하지 못했습니다',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': '이 로그인 방법은 사용할 수 없습니다.',
  'oidc.error.OIDC_STATE_INVALID': '로그인이 너무 오래 걸렸거나 이미 사용되었습니다. 처음부터 다시 시작해 주세요.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': '로그인이 취소되었습니다. 다시 시도하거나 비밀번호로 로그인할 수 있습니다.',
  'oidc.error.OIDC_PROVIDER_ERROR': '로그인 서비스가 예상대로 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.',
  'oidc.error.OIDC_TOKEN_INVALID': '로그인 서비스에서 본인 확인을 할 수 없었습니다. 다시 시도해 주세요.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    '이 서비스에서 이메일 주소가 인증되지 않았습니다. 먼저 그곳에서 인증하거나 비밀번호로 로그인해 주세요.',
  'oidc.error.OIDC_EMAIL_MISSING':
    '로그인 서비스가 주문에 필요한 이메일 주소를 공유하지 않았습니다. 이메일 공유를 허용하거나 비밀번호로 계정을 만들어 주세요.',
  'oidc.error.TOO_MANY_REQUESTS': '로그인 시도가 너무 많습니다. 잠시 기다린 후 다시 시도해 주세요.',
  'oidc.error.generic': '로그인하는 중에 문제가 발생했습니다. 다시 시도해 주세요.',
  'oidc.error.retry': '{provider}(으)로 다시 시도',
  'oidc.error.reference': '오류 코드: {code}',
} satisfies Record<keyof typeof en, string>;
