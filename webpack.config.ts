// The SPA build: swc-loader (no type checking here: `npm run typecheck` does that), one HTML page,
// content-hashed chunks, and a size budget that fails the production build when passed.
import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import 'webpack-dev-server';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                experimental: { plugins: [] },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpg|ico|webp|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      // moment ships every locale; the product speaks English only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
    ],
    performance: production
      ? { hints: 'warning', maxEntrypointSize: 600 * 1024, maxAssetSize: 600 * 1024 }
      : false,
    optimization: { splitChunks: { chunks: 'all' } },
    devServer: {
      port: 8080,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/config.js', '/ocr'], target: 'http://localhost:3000' }],
    },
  };
};
