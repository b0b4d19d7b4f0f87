import json
import os
import tempfile
import zipfile

import tensorflow as tf

model = tf.keras.Sequential([tf.keras.Input((1,)), tf.keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=0.5), loss="mse")
folder = tempfile.mkdtemp()
new_path, old_path = os.path.join(folder, "new.keras"), os.path.join(folder, "old.keras")
model.save(new_path)

# The same file as Keras 2 would have written it: one optimizer argument more.
with zipfile.ZipFile(new_path) as saved, zipfile.ZipFile(old_path, "w") as old:
    for name in saved.namelist():
        data = saved.read(name)
        if name == "config.json":
            config = json.loads(data)
            config["compile_config"]["optimizer"]["config"]["jit_compile"] = True  # (1)!
            data = json.dumps(config)
        old.writestr(name, data)

try:
    tf.keras.models.load_model(old_path)  # (2)!
except (TypeError, ValueError) as e:
    print(f"{type(e).__name__}: {e}")

loaded = tf.keras.models.load_model(old_path, compile=False)  # (3)!
loaded.compile(optimizer=tf.keras.optimizers.Adam(learning_rate=0.5), loss="mse")
print("weights kept:", [float(tf.reshape(v, [-1])[0]) for v in loaded.weights])
print("loss:", float(loaded.evaluate(tf.constant([[1.0]]), tf.constant([[3.0]]), verbose=0)))
