import { defineMessages } from '../define-messages';

/**
 * Configuration administration (product.md §2.5 /config, /code/{code}): domain records, brands and
 * logos, project config, application macro config and the code dictionary — the server's
 * refusals (each names its field) and the console's texts.
 */
export const config = defineMessages({
  'zh-CN': {
    'config.domain.required': '请输入域名',
    'config.domain.invalid': '域名格式不正确（例如 login.example.com）',
    'config.domain.exists': '域名已存在',
    'config.orgCode.required': '请输入单位编码',
    'config.orgCode.unknown': '单位编码不存在或不在您的管理范围内',
    'config.logoUrl.invalid': 'Logo 地址须为 https 地址或本站以 / 开头的路径',
    'config.backgroundUrl.invalid': '背景图地址须为 https 地址或本站以 / 开头的路径',
    'config.copyRight.invalid': '版权信息须为单行纯文本（不含 < >、控制字符或文字方向字符）',
    'config.domain.hubHost':
      '{domain} 由门户本身提供（门户地址、本机名称、IP 地址或当前访问的地址），只有平台管理员可以设置它的域名记录',
    'config.loginPage.invalid': '登录页主题只能包含字母、数字、_ 和 -',
    'config.brandCode.required': '请输入品牌编码',
    'config.brandCode.invalid': '品牌编码只能包含字母、数字、_ 和 -',
    'config.brandCode.unknown': '品牌不存在',
    'config.brand.exists': '品牌编码已存在',
    'config.descript.required': '请输入描述',
    'config.appCode.required': '请选择应用',
    'config.appCode.unknown': '应用不存在',
    'config.macroCode.required': '请输入宏编码',
    'config.macroCode.invalid': '宏编码只能包含字母、数字、_、. 和 -',
    'config.macro.exists': '该应用下宏编码已存在',
    'config.macroConfig.required': '请输入宏配置',
    'config.macroType.required': '请输入类型',
    'config.dictCode.required': '请输入字典编码',
    'config.dictCode.invalid': '字典编码只能包含字母、数字、_、. 和 -',
    'config.dict.exists': '该应用下字典编码已存在',
    'config.dictContent.required': '请输入字典内容',
    'config.apiBase.invalid': '接口地址须为空、以 / 开头的路径或完整地址',
    'config.apiBase.ucRequired': '请输入用户中心（UC）接口地址',
    'config.protocol.invalid': '协议格式不正确（例如 https），且不能是 javascript、data 等',
    'config.linkDomain.invalid': '域名格式不正确（例如 example.com 或 *.example.com）',
    'config.port.invalid': '端口须为 1 到 65535 之间的整数',
  },
  'en-US': {
    'config.domain.required': 'Please enter the domain',
    'config.domain.invalid': 'The domain must be a host name (e.g. login.example.com)',
    'config.domain.exists': 'Domain already exists',
    'config.orgCode.required': 'Please enter the unit code',
    'config.orgCode.unknown': 'The unit code does not exist or is not yours to manage',
    'config.logoUrl.invalid':
      'The logo address must be an https URL or a path on this hub starting with /',
    'config.backgroundUrl.invalid':
      'The background address must be an https URL or a path on this hub starting with /',
    'config.copyRight.invalid':
      'The copyright must be one line of plain text (no < >, control or text-direction characters)',
    'config.domain.hubHost':
      '{domain} is served by the hub itself (its own address, a loopback name, an IP address or the address in use): only a platform administrator can set its record',
    'config.loginPage.invalid': 'The login page theme may contain only letters, digits, _ and -',
    'config.brandCode.required': 'Please enter the brand code',
    'config.brandCode.invalid': 'The brand code may contain only letters, digits, _ and -',
    'config.brandCode.unknown': 'The brand does not exist',
    'config.brand.exists': 'Brand code already exists',
    'config.descript.required': 'Please enter the description',
    'config.appCode.required': 'Please choose the application',
    'config.appCode.unknown': 'The application does not exist',
    'config.macroCode.required': 'Please enter the macro code',
    'config.macroCode.invalid': 'The macro code may contain only letters, digits, _, . and -',
    'config.macro.exists': 'The macro code already exists for this application',
    'config.macroConfig.required': 'Please enter the macro config',
    'config.macroType.required': 'Please enter the type',
    'config.dictCode.required': 'Please enter the dictionary code',
    'config.dictCode.invalid': 'The dictionary code may contain only letters, digits, _, . and -',
    'config.dict.exists': 'The dictionary code already exists for this application',
    'config.dictContent.required': 'Please enter the dictionary content',
    'config.apiBase.invalid': 'An API address must be empty, a path starting with / or a full URL',
    'config.apiBase.ucRequired': 'Please enter the user centre (UC) API address',
    'config.protocol.invalid':
      'A protocol must be a scheme name (e.g. https), and not javascript, data or the like',
    'config.linkDomain.invalid': 'A domain must be a host name (e.g. example.com or *.example.com)',
    'config.port.invalid': 'A port must be a whole number from 1 to 65535',
  },
});
