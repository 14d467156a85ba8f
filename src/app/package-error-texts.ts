/**
 * What a player reads when the site's package cannot be used (core/package-check.ts), in the
 * languages the shipped tenants offer and the spec's most used: its own chunk of plain data,
 * loaded only then (the package's translations may be what is broken).
 */
export interface PackageErrorTexts {
  title: string;
  text: string;
  retry: string;
  code: string;
}
/** The languages the shipped tenants offer and the spec's most used, each in its own words. */
export const PACKAGE_ERROR_TEXTS: Record<string, PackageErrorTexts> = {
  EN: {
    title: 'The site cannot open right now',
    text: 'Something in the site’s setup is broken on our side. Please try again in a few minutes; if it keeps happening, contact customer service and quote the code below.',
    retry: 'Try again',
    code: 'Code',
  },
  CN: {
    title: '网站暂时无法打开',
    text: '网站的设置出了问题，责任在我们。请过几分钟再试；如果问题一直存在，请联系客服并提供下面的代码。',
    retry: '重试',
    code: '代码',
  },
  TW: {
    title: '網站暫時無法開啟',
    text: '網站的設定出了問題，責任在我們。請過幾分鐘再試；如果問題持續，請聯絡客服並提供下方的代碼。',
    retry: '重試',
    code: '代碼',
  },
  TH: {
    title: 'ขณะนี้ไม่สามารถเปิดเว็บไซต์ได้',
    text: 'การตั้งค่าของเว็บไซต์มีปัญหาจากฝั่งเรา กรุณาลองใหม่อีกครั้งในอีกสักครู่ หากยังเกิดขึ้นอยู่ กรุณาติดต่อฝ่ายบริการลูกค้าและแจ้งรหัสด้านล่าง',
    retry: 'ลองอีกครั้ง',
    code: 'รหัส',
  },
  VI: {
    title: 'Hiện không thể mở trang',
    text: 'Cấu hình của trang đang gặp lỗi từ phía chúng tôi. Vui lòng thử lại sau vài phút; nếu vẫn tiếp diễn, hãy liên hệ chăm sóc khách hàng và cung cấp mã bên dưới.',
    retry: 'Thử lại',
    code: 'Mã',
  },
  ID: {
    title: 'Situs tidak dapat dibuka saat ini',
    text: 'Ada masalah pada pengaturan situs di pihak kami. Silakan coba lagi beberapa menit lagi; jika terus terjadi, hubungi layanan pelanggan dan sebutkan kode di bawah.',
    retry: 'Coba lagi',
    code: 'Kode',
  },
  JA: {
    title: '現在サイトを開けません',
    text: 'サイトの設定に当社側の問題があります。数分後にもう一度お試しください。解決しない場合は、下のコードを添えてカスタマーサービスにお問い合わせください。',
    retry: '再試行',
    code: 'コード',
  },
  KO: {
    title: '지금은 사이트를 열 수 없습니다',
    text: '사이트 설정에 저희 쪽 문제가 있습니다. 몇 분 후에 다시 시도해 주세요. 계속되면 아래 코드를 알려 주시고 고객센터에 문의해 주세요.',
    retry: '다시 시도',
    code: '코드',
  },
};

/** What a player reads when the site could not start (a call failed, an answer it cannot use). */
export interface BootErrorTexts {
  title: string;
  text: string;
  /** The spec's static text 'Retry', in the player's language. */
  retry: string;
  /** Before the reason, in small text: what support needs to hear. */
  details: string;
}
/** The same languages as PACKAGE_ERROR_TEXTS; English is also in pages.tsx, for when this chunk cannot load. */
export const BOOT_ERROR_TEXTS: Record<string, BootErrorTexts> = {
  EN: {
    title: 'Something went wrong',
    text: 'The site could not start. Check your connection and try again; if it keeps happening, contact customer service and quote the details below.',
    retry: 'Retry',
    details: 'Details',
  },
  CN: {
    title: '出错了',
    text: '网站无法启动。请检查网络连接后重试；如果问题一直存在，请联系客服并提供下面的详细信息。',
    retry: '重试',
    details: '详细信息',
  },
  TW: {
    title: '發生錯誤',
    text: '網站無法啟動。請檢查網路連線後重試；如果問題持續，請聯絡客服並提供下方的詳細資訊。',
    retry: '重試',
    details: '詳細資訊',
  },
  TH: {
    title: 'เกิดข้อผิดพลาด',
    text: 'ไม่สามารถเริ่มเว็บไซต์ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง หากยังเกิดขึ้นอยู่ กรุณาติดต่อฝ่ายบริการลูกค้าและแจ้งรายละเอียดด้านล่าง',
    retry: 'ลองอีกครั้ง',
    details: 'รายละเอียด',
  },
  VI: {
    title: 'Đã xảy ra lỗi',
    text: 'Không thể khởi động trang. Vui lòng kiểm tra kết nối và thử lại; nếu vẫn tiếp diễn, hãy liên hệ chăm sóc khách hàng và cung cấp thông tin chi tiết bên dưới.',
    retry: 'Thử lại',
    details: 'Chi tiết',
  },
  ID: {
    title: 'Terjadi kesalahan',
    text: 'Situs tidak dapat dimulai. Periksa koneksi Anda lalu coba lagi; jika terus terjadi, hubungi layanan pelanggan dan sebutkan detail di bawah.',
    retry: 'Coba lagi',
    details: 'Detail',
  },
  JA: {
    title: 'エラーが発生しました',
    text: 'サイトを起動できませんでした。接続を確認してもう一度お試しください。解決しない場合は、下の詳細を添えてカスタマーサービスにお問い合わせください。',
    retry: '再試行',
    details: '詳細',
  },
  KO: {
    title: '문제가 발생했습니다',
    text: '사이트를 시작할 수 없습니다. 연결을 확인하고 다시 시도해 주세요. 계속되면 아래 세부 정보를 알려 주시고 고객센터에 문의해 주세요.',
    retry: '다시 시도',
    details: '세부 정보',
  },
};
