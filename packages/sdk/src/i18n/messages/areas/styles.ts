import { defineMessages } from '../define-messages';

/**
 * The style asset screens (product.md §2.5 /style: file, html, css, javascript, vue) and the
 * server's refusals of their calls.
 */
export const styles = defineMessages({
  'zh-CN': {
    'styles.server.fileType': '文件 {name} 的类型不被接受（支持图片、字体和文本文件）',
    'styles.server.fileEncoding': '文件内容不是有效的 base64',
    'styles.server.fileEmpty': '文件为空',
    'styles.server.fileTooLarge': '文件不能超过 {max} KB',
    'styles.server.textTooLong': '内容不能超过 {max} 个字符',
  },
  'en-US': {
    'styles.server.fileType': 'The type of file {name} is not accepted (images, fonts and text)',
    'styles.server.fileEncoding': 'The file content is not valid base64',
    'styles.server.fileEmpty': 'The file is empty',
    'styles.server.fileTooLarge': 'The file cannot be larger than {max} KB',
    'styles.server.textTooLong': 'The content cannot be longer than {max} characters',
  },
});
